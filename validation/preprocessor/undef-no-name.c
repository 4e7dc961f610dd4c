#undef
#undef 3
x
/*
 * check-name: undef needs an identifier
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/undef-no-name.c:1:2: error: expected identifier to 'undef'
preprocessor/undef-no-name.c:2:2: error: expected identifier to 'undef'
 * check-error-end
 */
