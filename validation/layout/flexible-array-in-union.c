union u {
	int n;
	int a[];
};
static union u x;
/*
 * check-name: a flexible array member cannot be in a union
 *
 * check-error-start
layout/flexible-array-in-union.c:3:13: error: flexible array member 'a' in a union
 * check-error-end
 */
