#define W 1
#weak_define W 2
#weak_define V 3
W V
/*
 * check-name: #weak_define does not replace a macro
 * check-command: sparse -E $file
 *
 * check-output-start

1 3
 * check-output-end
 */
