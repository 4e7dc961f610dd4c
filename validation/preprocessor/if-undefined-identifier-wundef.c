#if FOO
a
#endif
b
/*
 * check-name: -Wundef warns about an identifier that is not a macro
 * check-command: sparse -Wundef -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-undefined-identifier-wundef.c:1:5: warning: undefined preprocessor identifier 'FOO'
 * check-error-end
 */
