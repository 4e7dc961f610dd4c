#if 1
a
#else
b
#endif
#if 0
c
#else
d
#endif
/*
 * check-name: #if picks a group by value
 * check-command: sparse -E $file
 *
 * check-output-start

a
d
 * check-output-end
 */
