int __attribute__((noderef, noderef)) *p;
/*
 * check-name: an attribute given twice
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int [noderef] *[addressable] [toplevel] p
 * check-output-end
 *
 * check-error-start
parsing/err-duplicate-noderef.c:1:36: warning: duplicate [noderef]
parsing/err-duplicate-noderef.c:1:39: warning: symbol 'p' was not declared. Should it be static?
 * check-error-end
 */
