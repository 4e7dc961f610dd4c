extern void f(void);
extern void g(void);

void always(void)
{
	if (1)
		f();
	else
		g();
}

/*
 * check-name: a constant condition branches directly
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
always:
.L0:
	<entry-point>
	call        f
	ret


 * check-output-end
 */
