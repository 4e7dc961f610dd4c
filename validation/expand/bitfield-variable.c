static int v;
struct s { int f : v; };
/*
 * check-name: a bit-field width must be constant
 *
 * check-error-start
expand/bitfield-variable.c:2:20: error: bad constant expression
expand/bitfield-variable.c:2:21: error: bitfield 'f' has invalid width (0)
 * check-error-end
 */
