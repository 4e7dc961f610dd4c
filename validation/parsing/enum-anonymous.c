enum { A, B } x;
/*
 * check-name: an anonymous enum
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
unsigned int enum <noident> [addressable] [toplevel] x
 * check-output-end
 */
