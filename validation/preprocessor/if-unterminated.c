#if 1
a
/*
 * check-name: #if without #endif at the end of the file
 * check-command: sparse -E $file
 *
 * check-output-start

a
 * check-output-end
 *
 * check-error-start
preprocessor/if-unterminated.c:1:2: error: unterminated preprocessor conditional
 * check-error-end
 */
