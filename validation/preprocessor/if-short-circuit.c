#if 0 && 1/0
a
#endif
#if 1 || 1/0
b
#endif
#if 1 ? 2 : 1/0
c
#endif
/*
 * check-name: the skipped side of && || ?: is not evaluated
 * check-command: sparse -E $file
 *
 * check-output-start

b
c
 * check-output-end
 */
