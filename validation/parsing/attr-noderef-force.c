int __attribute__((noderef)) *p;
int __attribute__((nocast)) n;
int __attribute__((safe)) *s;
long v = (__attribute__((force)) long)0;
/*
 * check-name: sparse: noderef, nocast, safe and force
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
int [noderef] *[addressable] [toplevel] p
.align 4
int [addressable] [nocast] [toplevel] n
.align 8
int [safe] *[addressable] [toplevel] s
.align 8
long [addressable] [toplevel] v
 = 
	(__force long)0
 * check-output-end
 */
