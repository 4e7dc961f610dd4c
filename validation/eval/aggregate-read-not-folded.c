typedef signed char int8_t;
int8_t g(int8_t, int8_t);
union U1 { unsigned long f0; };
static union U1 gu = {1UL};
static volatile union U1 gvu = {1UL};
int x;
void f(void)
{
	int l = 0x4AA1B53FL;
	x = g((gu , l), 1);
	x = g((gvu , l), 1);
	x = g((x , l), 1);
	x = g((1 , l), 1);
}
/*
 * check-name: a read of a struct or union nothing writes is no constant: a comma after it keeps its right side's value unfolded
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/aggregate-read-not-folded.c:13:20: warning: cast truncates bits from constant value (4aa1b53f becomes 3f)
 * check-error-end
 */
