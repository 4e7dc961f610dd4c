int g, h;
void f(void);

void global_in_child(int x)
{
	if (g)
		h = 1;
	h = x;
}

int local_in_child(int x)
{
	int y = x;
	int *p = &y;

	if (x) {
		*p = 3;
		f();
	}
	if (g)
		h = 1;
	*p = 4;
	h = *p;
	f();
	return y;
}

void read_first(int x)
{
	if (g)
		h = 1;
	g = h;
	h = x;
}

void call_first(int x)
{
	if (g)
		h = 1;
	f();
	h = x;
}

/*
 * check-name: a store its block's one child writes again before anything may read it is dead
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
global_in_child:
.L0:
	<entry-point>
	store.32    %arg1 -> 0[h]
	ret


local_in_child:
.L4:
	<entry-point>
	cbr         %arg1, .L5, .L6

.L5:
	call        f
	br          .L6

.L6:
	store.32    $4 -> 0[h]
	call        f
	ret.32      $4


read_first:
.L10:
	<entry-point>
	load.32     %r16 <- 0[g]
	cbr         %r16, .L11, .L12

.L11:
	store.32    $1 -> 0[h]
	br          .L12

.L12:
	load.32     %r18 <- 0[h]
	store.32    %r18 -> 0[g]
	store.32    %arg1 -> 0[h]
	ret


call_first:
.L14:
	<entry-point>
	load.32     %r20 <- 0[g]
	cbr         %r20, .L15, .L16

.L15:
	store.32    $1 -> 0[h]
	br          .L16

.L16:
	call        f
	store.32    %arg1 -> 0[h]
	ret


 * check-output-end
 */
