const const int x;
/*
 * check-name: a qualifier given twice
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int const [addressable] [toplevel] x
 * check-output-end
 *
 * check-error-start
parsing/err-duplicate-qualifier.c:1:13: warning: duplicate const
parsing/err-duplicate-qualifier.c:1:17: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
