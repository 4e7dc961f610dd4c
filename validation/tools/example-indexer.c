struct point { int x, y; };

static struct point origin;
int counter;

static void move(struct point *p, int dx)
{
	p->x += dx;
	counter++;
}

int main(void)
{
	struct point here = origin;
	int *c = &counter;

	move(&here, 2);
	*c = here.y;
	return counter;
}
/*
 * check-name: examples/indexer: each name once, where it is defined, its reads, writes and addresses taken
 * check-command: ../examples/indexer -Wno-decl $file
 *
 * check-output-start
counter              v tools/example-indexer.c:4  2 read, 1 written, 1 address
main                 f tools/example-indexer.c:12  0 read, 0 written, 0 address
main:c               v tools/example-indexer.c:15  0 read, 2 written, 0 address
main:here            v tools/example-indexer.c:14  1 read, 1 written, 1 address
move                 f tools/example-indexer.c:6  1 read, 0 written, 0 address
move:dx              v tools/example-indexer.c:6  1 read, 0 written, 0 address
move:p               v tools/example-indexer.c:6  1 read, 1 written, 0 address
origin               v tools/example-indexer.c:3  1 read, 0 written, 0 address
point                s tools/example-indexer.c:1  0 read, 0 written, 0 address
point.x              m tools/example-indexer.c:1  1 read, 1 written, 0 address
point.y              m tools/example-indexer.c:1  1 read, 0 written, 0 address
 * check-output-end
 */
