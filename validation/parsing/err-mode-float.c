typedef float F __attribute__((mode(DI)));
/*
 * check-name: mode() applies to integer types only
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-mode-float.c:1:42: error: don't know how to apply mode to float
 * check-error-end
 */
