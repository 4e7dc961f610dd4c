_Static_assert(0, "boom");
_Static_assert(1 == 2);
/*
 * check-name: a static assertion that fails
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/static-assert-failed.c:1:16: error: static assertion failed: "boom"
parsing/static-assert-failed.c:2:18: error: static assertion failed
 * check-error-end
 */
