typedef unsigned int u32;
extern int comparator(const u32 left, const u32 op, const u32 right);
int comparator(u32 left, u32 op, u32 right)
{
	return left + op + right;
}
static int g(int *const p, volatile int x);
static int g(int *p, int x)
{
	return *p + x;
}
/*
 * check-name: const on parameters does not change the function type
 * check-command: sparse -Wno-decl $file
 */
