/* Input of install/flow.c: calls its tool rewrites, loads it asks about. */
void trace(int);
int same(int);
void zero(int, int);
struct pair { int a, b; };
int arr[2];

int calls(int x, int y)
{
	trace(x * 3);
	zero(x + y, y);
	return same(x - 1) + 1;
}

int loads(struct pair *p, struct pair *q, int c)
{
	int r;

	p->a = 1;
	q->b = 2;
	r = p->b;
	if (c)
		r += arr[2];
	trace(c);
	return r + p->a;
}

int twice(volatile int *v)
{
	return *v + *v;
}
