struct s { int f : (1, 2); };
/*
 * check-name: a bit-field width must be an integer constant expression
 *
 * check-error-start
expand/bitfield-comma.c:1:24: error: bad integer constant expression
expand/bitfield-comma.c:1:26: error: bitfield 'f' has invalid width (0)
 * check-error-end
 */
