struct s {
	int a[];
	int n;
};
static struct s x;
/*
 * check-name: a flexible array member must be the last member
 *
 * check-error-start
layout/flexible-array-not-last.c:2:13: error: flexible array member 'a' is not last
 * check-error-end
 */
