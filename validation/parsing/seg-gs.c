int __seg_gs *p;
int __seg_fs *q;
/*
 * check-name: x86 named address spaces
 * check-command: test-parsing $file
 *
 * check-output-start
int __seg_gs *[addressable] [toplevel] p
int __seg_fs *[addressable] [toplevel] q
 * check-output-end
 */
