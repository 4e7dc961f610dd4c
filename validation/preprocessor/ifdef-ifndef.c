#define D
#ifdef D
a
#endif
#ifndef D
b
#endif
#ifdef U
c
#endif
#ifndef U
d
#endif
/*
 * check-name: #ifdef and #ifndef test whether a macro is defined
 * check-command: sparse -E $file
 *
 * check-output-start

a
d
 * check-output-end
 */
