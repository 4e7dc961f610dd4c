#if FOO
a
#else
b
#endif
/*
 * check-name: an identifier that is not a macro is 0
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 */
