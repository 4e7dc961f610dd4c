int __attribute__((transparent_union)) y;
/*
 * check-name: transparent_union on a type that is no union
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] y
 * check-output-end
 *
 * check-error-start
parsing/attr-transparent-union-misapplied.c:1:37: warning: attribute __transparent_union__ applied to non-union type
parsing/attr-transparent-union-misapplied.c:1:40: warning: symbol 'y' was not declared. Should it be static?
 * check-error-end
 */
