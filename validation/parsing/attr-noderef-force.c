int __attribute__((noderef)) *p;
int __attribute__((nocast)) n;
int __attribute__((safe)) *s;
long v = (__attribute__((force)) long)0;
/*
 * check-name: sparse: noderef, nocast, safe and force
 * check-command: test-parsing $file
 *
 * check-output-start
int [noderef] *[addressable] [toplevel] p
int [addressable] [nocast] [toplevel] n
int [safe] *[addressable] [toplevel] s
long [addressable] [toplevel] v
 = 
	(__force long)0
 * check-output-end
 */
