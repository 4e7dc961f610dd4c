static void value(int i) { __range__(i, 0, 3); }
static void low(int lo) { __range__(1, lo, 3); }
static void high(int hi) { __range__(1, 0, hi); }
static void guarded(unsigned int u)
{
	if (u > 10)
		__range__(u, 0, 3);
}
/*
 * check-name: range-check of a non-constant always fails
 *
 * check-error-start
checks/range-non-constant.c:1:28: warning: value out of range
checks/range-non-constant.c:2:27: warning: value out of range
checks/range-non-constant.c:3:28: warning: value out of range
checks/range-non-constant.c:7:17: warning: value out of range
 * check-error-end
 */
