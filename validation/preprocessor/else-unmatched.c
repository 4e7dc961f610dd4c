a
#else
b
/*
 * check-name: #else without #if is an error
 * check-command: sparse -E $file
 *
 * check-output-start

a
b
 * check-output-end
 *
 * check-error-start
preprocessor/else-unmatched.c:2:2: error: unmatched #else within stream
 * check-error-end
 */
