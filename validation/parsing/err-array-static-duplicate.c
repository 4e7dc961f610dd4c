void f(int a[static static 3]);
/*
 * check-name: static twice in an array parameter
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
 * check-output-end
 *
 * check-error-start
parsing/err-array-static-duplicate.c:1:21: error: duplicate array static declarator
 * check-error-end
 */
