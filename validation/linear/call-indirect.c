int (*hook)(int);

int run(int a)
{
	return hook(a) + (*hook)(a);
}

/*
 * check-name: a call through a pointer loads it
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
run:
.L0:
	<entry-point>
	load.64     %r2 <- 0[hook]
	call.32     %r3 <- %r2, %arg1
	load.64     %r5 <- 0[hook]
	call.32     %r6 <- %r5, %arg1
	add.32      %r7 <- %r3, %r6
	ret.32      %r7


 * check-output-end
 */
