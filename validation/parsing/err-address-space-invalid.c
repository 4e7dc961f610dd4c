int __attribute__((address_space(+))) *p;
/*
 * check-name: an address space that is neither number nor name
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int *[addressable] [toplevel] p
 * check-output-end
 *
 * check-error-start
parsing/err-address-space-invalid.c:1:34: warning: invalid address space name
parsing/err-address-space-invalid.c:1:39: warning: symbol 'p' was not declared. Should it be static?
 * check-error-end
 */
