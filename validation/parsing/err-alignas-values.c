_Alignas(3) int x;
_Alignas(-1) int y;
/*
 * check-name: alignments that are not positive powers of 2
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
.align 4
int [addressable] [toplevel] y
 * check-output-end
 *
 * check-error-start
parsing/err-alignas-values.c:1:13: warning: non-power-of-2 alignment
parsing/err-alignas-values.c:2:14: warning: non-positive alignment
parsing/err-alignas-values.c:1:17: warning: symbol 'x' was not declared. Should it be static?
parsing/err-alignas-values.c:2:18: warning: symbol 'y' was not declared. Should it be static?
 * check-error-end
 */
