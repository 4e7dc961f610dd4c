#ifdef
a
#endif
#ifdef 1
b
#endif
c
/*
 * check-name: #ifdef needs an identifier
 * check-command: sparse -E $file
 *
 * check-output-start

c
 * check-output-end
 *
 * check-error-start
preprocessor/ifdef-no-name.c:1:2: error: expected preprocessor identifier
preprocessor/ifdef-no-name.c:4:2: error: expected preprocessor identifier
 * check-error-end
 */
