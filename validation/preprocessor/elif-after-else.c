#if 0
a
#else
b
#elif 1
c
#endif
/*
 * check-name: #elif after #else is an error
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/elif-after-else.c:5:2: error: #elif after #else
 * check-error-end
 */
