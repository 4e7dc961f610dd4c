struct pt { int x, y; };
extern void take(const struct pt *p);

static int f(int a)
{
	struct pt p = (struct pt){ .x = a, .y = 2 };
	int *arr = (int[]){ 1, 2, 3 };

	take(&(struct pt){ 1, 2 });
	p = (struct pt){ 0 };
	return p.x + arr[1] + ((struct pt){ 3, 4 }).y;
}
/*
 * check-name: compound literals are silent
 * check-command: sparse $file
 */
