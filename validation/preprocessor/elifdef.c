#define D
#if 0
a
#elifdef D
b
#endif
#if 0
c
#elifndef D
d
#else
e
#endif
/*
 * check-name: C23 #elifdef and #elifndef
 * check-command: sparse -E $file
 *
 * check-output-start

b
e
 * check-output-end
 */
