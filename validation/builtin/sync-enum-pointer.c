enum e { E1 };

static int f(enum e *p)
{
	return __sync_fetch_and_add(p + 0, 1);
}
/*
 * check-name: __sync on an enum pointer
 *
 * check-error-start
builtin/sync-enum-pointer.c:5:39: error: invalid type for argument 1:
builtin/sync-enum-pointer.c:5:39:         unsigned int enum e *
 * check-error-end
 */
