#if 1 2
a
#endif
/*
 * check-name: tokens after the expression are diagnosed
 * check-command: sparse -E $file
 *
 * check-output-start

a
 * check-output-end
 *
 * check-error-start
preprocessor/if-garbage.c:1:7: error: garbage at end: 2
 * check-error-end
 */
