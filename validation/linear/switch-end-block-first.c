void a(void);
void b(void);

static inline int op(int x)
{
	return x & 255;
}

void inlined(int x)
{
	switch (op(x)) {
	case 0:
		a();
		break;
	case 1:
		b();
		break;
	}
}

int unreached(int x)
{
	goto l;
	switch (x) {
	case 0:
l:		a();
		break;
	case 1:
		b();
		break;
	}
	return 1;
}

int g(int c, int a, int b) { return c ? a : b; }

/*
 * check-name: linear: a switch allocates its end block first, before the blocks of its expression (an inlined call) and the block of an unreached switch
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
inlined:
.L0:
	<entry-point>
	and.32      %r3 <- %arg1, $255
	# call      %r4 <- op, %r1
	switch.32   %r3, 0 -> .L3, 1 -> .L4, default -> .L1

.L3:
	call        a
	br          .L1

.L4:
	call        b
	br          .L1

.L1:
	ret


unreached:
.L5:
	<entry-point>
	call        a
	ret.32      $1


g:
.L12:
	<entry-point>
	select.32   %r9 <- %arg1, %arg2, %arg3
	ret.32      %r9


 * check-output-end
 */
