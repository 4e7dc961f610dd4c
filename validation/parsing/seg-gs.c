int __seg_gs *p;
int __seg_fs *q;
/*
 * check-name: x86 named address spaces
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int __seg_gs *[addressable] [toplevel] p
.align 8
int __seg_fs *[addressable] [toplevel] q
 * check-output-end
 * check-error-start
parsing/seg-gs.c:1:14: warning: symbol 'p' was not declared. Should it be static?
parsing/seg-gs.c:2:14: warning: symbol 'q' was not declared. Should it be static?
 * check-error-end
 */
