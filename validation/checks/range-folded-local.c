static void local(void)
{
	int x = 7;

	__range__(x, 1, 3);
}

static void local_ok(void)
{
	int x = 2;

	__range__(x, 1, 3);
}
/*
 * check-name: range-check of a local known constant
 *
 * check-error-start
checks/range-folded-local.c:5:9: warning: value out of range
 * check-error-end
 */
