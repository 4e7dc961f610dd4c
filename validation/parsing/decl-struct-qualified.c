struct s { int a; } const *p;
/*
 * check-name: qualifiers after a struct definition
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
struct s const *[addressable] [toplevel] p
 * check-output-end
 */
