#if 0
#if 1
a
#else
b
#endif
#elif 1
c
#endif
/*
 * check-name: conditionals inside a skipped group are only counted
 * check-command: sparse -E $file
 *
 * check-output-start

c
 * check-output-end
 */
