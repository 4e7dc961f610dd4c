#if __has_include("include/plain.h") && !__has_include(<no-such.h>)
yes
#endif
#ifdef __has_include
defined
#endif
/*
 * check-name: __has_include finds headers
 * check-command: sparse -E $file
 *
 * check-output-start

yes
defined
 * check-output-end
 */
