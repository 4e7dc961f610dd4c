extern int foo(void);

int dead_and(int a)
{
	return 3 - 3 && foo();
}

static inline void check_index(int i)
{
	__range__(i, 0, 3);
}

void in_range(void)
{
	check_index(2);
}
/*
 * check-name: the article's dead code: 3 - 3 && foo() calls nothing, a range check of constants in range vanishes
 * check-command: test-linearize -Wno-decl $file
 * check-output-ignore
 * check-output-excludes: call
 * check-output-excludes: range-check
 * check-output-contains: ret.32 *\$0
 */
