static inline void check_index(int i)
{
	__range__(i, 0, 3);
}

static void in_range(void)
{
	check_index(2);
}

static void out_of_range(void)
{
	check_index(7);
}

static void unknown(int i)
{
	check_index(i);
}

static int dead_and(int a)
{
	extern int foo(void);

	return 3 - 3 && foo();
}
/*
 * check-name: __range__ through an inline function: constants in range vanish, out of range and unknown values warn; 3 - 3 && foo() folds
 *
 * check-error-start
context/mail-range-constants.c:3:9: warning: value out of range
context/mail-range-constants.c:3:9: warning: value out of range
 * check-error-end
 */
