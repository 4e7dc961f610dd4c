int __attribute__((noderef)) *p;
int __attribute__((nocast)) n;
int __attribute__((safe)) *s;
long v = (__attribute__((force)) long)0;
/*
 * check-name: sparse: noderef, nocast, safe and force
 * check-command: test-parsing --ast $file
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
 * check-error-start
parsing/attr-noderef-force.c:1:30: warning: symbol 'p' was not declared. Should it be static?
parsing/attr-noderef-force.c:2:29: warning: symbol 'n' was not declared. Should it be static?
parsing/attr-noderef-force.c:3:27: warning: symbol 's' was not declared. Should it be static?
parsing/attr-noderef-force.c:4:6: warning: symbol 'v' was not declared. Should it be static?
 * check-error-end
 */
