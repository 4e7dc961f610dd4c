int __attribute__((aligned(3))) x;
/*
 * check-name: a non-power-of-2 alignment
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 *
 * check-error-start
parsing/attr-aligned-bad.c:1:30: warning: I don't like non-power-of-2 alignments
parsing/attr-aligned-bad.c:1:33: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
