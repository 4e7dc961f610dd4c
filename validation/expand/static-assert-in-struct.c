struct s {
	int a;
	_Static_assert(sizeof(int) == 4, "int is 4");
	_Static_assert(0, "in struct");
};
/*
 * check-name: _Static_assert as a member declaration
 *
 * check-error-start
expand/static-assert-in-struct.c:4:24: error: static assertion failed: "in struct"
 * check-error-end
 */
