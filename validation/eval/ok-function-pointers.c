typedef int (*op_t)(int, int);
static int add(int a, int b)
{
	return a + b;
}
struct ops { op_t op; void (*done)(void *); };
static struct ops tab = { .op = add };
static op_t ops[] = { add, &add, *add };

static int f(int (*cb)(int, int))
{
	op_t o = cb ? cb : add;

	return o(1, 2) + (*o)(3, 4) + tab.op(5, 6) + ops[1](7, 8) +
	       (o == add) + !tab.done;
}
/*
 * check-name: function pointers, with and without & and *, are silent
 * check-command: sparse $file
 */
