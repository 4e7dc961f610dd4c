struct s { int a; } __attribute__((designated_init));
int __attribute__((designated_init)) x;
/*
 * check-name: designated_init on a type that is no struct
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 *
 * check-error-start
parsing/attr-designated-init-misapplied.c:2:35: warning: attribute designated_init applied to non-structure type
parsing/attr-designated-init-misapplied.c:2:38: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
