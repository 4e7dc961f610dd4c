#if 0
a
#else
b
#else
c
#endif
/*
 * check-name: #else after #else is an error
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/else-after-else.c:5:2: error: #else after #else
 * check-error-end
 */
