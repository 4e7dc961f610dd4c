union u { int i; float f; } x, *px;
/*
 * check-name: a union and a pointer to it
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
union u [addressable] [toplevel] x {
    int i;
    float f;
}
.align 8
union u *[addressable] [toplevel] px
 * check-output-end
 * check-error-start
parsing/union-definition.c:1:29: warning: symbol 'x' was not declared. Should it be static?
parsing/union-definition.c:1:32: warning: symbol 'px' was not declared. Should it be static?
 * check-error-end
 */
