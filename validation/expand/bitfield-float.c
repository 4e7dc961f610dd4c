struct s { int f : 2.5; };
/*
 * check-name: a bit-field width must be an integer
 *
 * check-error-start
expand/bitfield-float.c:1:20: error: bad constant expression
expand/bitfield-float.c:1:23: error: bitfield 'f' has invalid width (0)
 * check-error-end
 */
