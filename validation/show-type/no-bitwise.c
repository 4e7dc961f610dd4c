typedef unsigned int __attribute__((bitwise)) le32;
static le32 g(unsigned int v) { return (le32)v; }
static float __attribute__((bitwise)) x;
static le32 *p;
/*
 * check-name: without -Wbitwise, bitwise is no attribute: no restricted type
 * check-command: test-show-type -Wno-bitwise $file
 *
 * check-output-start
unsigned int static [toplevel] [unsigned] g( ... );
float static [toplevel] x;
unsigned int [usertype] *static [toplevel] p;
 * check-output-end
 */
