a
#elif 1
b
/*
 * check-name: #elif without #if is an error
 * check-command: sparse -E $file
 *
 * check-output-start

a
b
 * check-output-end
 *
 * check-error-start
preprocessor/elif-unmatched.c:2:2: error: unmatched #elif within stream
 * check-error-end
 */
