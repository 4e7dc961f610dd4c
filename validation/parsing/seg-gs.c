int __seg_gs *p;
int __seg_fs *q;
/*
 * check-name: x86 named address spaces
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
int __seg_gs *[addressable] [toplevel] p
.align 8
int __seg_fs *[addressable] [toplevel] q
 * check-output-end
 */
