#ifndef __STRICT_ANSI__
#error "no __STRICT_ANSI__"
#endif
#ifdef __STDC_VERSION__
#error "__STDC_VERSION__"
#endif
#ifdef unix
#error "unix"
#endif
static int f(int a) { a++; int b = a; return b; }
/*
 * check-name: -ansi is -std=c89
 * check-command: sparse -ansi $file
 *
 * check-error-start
options/ansi-is-c89.c:10:28: warning: mixing declarations and code
 * check-error-end
 */
