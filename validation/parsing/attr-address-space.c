int __attribute__((address_space(1))) *p;
int __attribute__((address_space(__user))) *q;
/*
 * check-name: sparse: address spaces by number and by name
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int <asn:1> *[addressable] [toplevel] p
.align 8
int __user *[addressable] [toplevel] q
 * check-output-end
 * check-error-start
parsing/attr-address-space.c:1:39: warning: symbol 'p' was not declared. Should it be static?
parsing/attr-address-space.c:2:44: warning: symbol 'q' was not declared. Should it be static?
 * check-error-end
 */
