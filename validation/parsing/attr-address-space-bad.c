int __attribute__((address_space(x+1))) *p;
/*
 * check-name: an address space must be a number or a name
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/attr-address-space-bad.c:1:35: error: Expected ) after address_space attribute
parsing/attr-address-space-bad.c:1:35: error: got +
 * check-error-end
 */
