typedef signed char int8_t;
int8_t g(int8_t, int8_t);
static int * volatile * volatile *gp = (void *)0;
static int *gq = (void *)0;
static int *gr;
static int *gs = (int *)0;
static int gv;
static int *gt = &gv;
static inline int in(int *p) { return p ? *p : 0; }
int x;

void f(void)
{
	x = g((0x0ABBBE410585C42CLL ^ (gp != (void*)0)), 1);
	x = g((0x0ABBBE410585C42CLL ^ (gq != (void*)0)), 1);
	x = g((0x0ABBBE410585C42CLL ^ (gr != (void*)0)), 1);
	x = g((0x0ABBBE410585C42CLL ^ !gs), 1);
	x = g((0x0ABBBE410585C42CLL ^ !gt), 1);
	x = in(gq);
	x = in(gs);
}
/*
 * check-name: a pointer nothing writes reads as its null initializer, no plain integer in an inline call
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/null-pointer-read-folded.c:14:37: warning: cast truncates bits from constant value (abbbe410585c42c becomes 2c)
eval/null-pointer-read-folded.c:15:37: warning: cast truncates bits from constant value (abbbe410585c42c becomes 2c)
eval/null-pointer-read-folded.c:17:37: warning: cast truncates bits from constant value (abbbe410585c42d becomes 2d)
 * check-error-end
 */
