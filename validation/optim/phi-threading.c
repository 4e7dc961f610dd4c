extern void g(void);
extern void h(void);

void f(int a)
{
	int t;

	if (a)
		t = 1;
	else
		t = 0;
	if (t)
		g();
	else
		h();
}
/*
 * check-name: optim: a branch on a phi-node of constants jumps from each parent straight to its side
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	cbr         %arg1, .L4, .L5

.L4:
	call        g
	br          .L6

.L5:
	call        h
	br          .L6

.L6:
	ret


 * check-output-end
 */
