#define __STDC__ 2
__STDC__
/*
 * check-name: redefining a weak predefined macro is quiet
 * check-command: sparse -E $file
 *
 * check-output-start

2
 * check-output-end
 */
