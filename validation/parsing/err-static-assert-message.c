_Static_assert(1, 2);
/*
 * check-name: the message of a static assertion must be a string
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-static-assert-message.c:1:19: error: string literal expected for _Static_assert()
 * check-error-end
 */
