#if 0
a
#elif 1
b
#elif 1
c
#else
d
#endif
/*
 * check-name: #elif is tried when no group was taken
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 */
