union u { int i; float f; } x, *px;
/*
 * check-name: a union and a pointer to it
 * check-command: test-parsing $file
 *
 * check-output-start
union u [addressable] [toplevel] x {
    int i;
    float f;
}
union u *[addressable] [toplevel] px
 * check-output-end
 */
