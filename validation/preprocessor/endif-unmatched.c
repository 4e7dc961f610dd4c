a
#endif
b
/*
 * check-name: #endif without #if is an error
 * check-command: sparse -E $file
 *
 * check-output-start

a
b
 * check-output-end
 *
 * check-error-start
preprocessor/endif-unmatched.c:2:2: error: unmatched #endif in stream
 * check-error-end
 */
