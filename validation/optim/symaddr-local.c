extern void use(int *);

int f(int i)
{
	int a[4];

	a[i] = 1;
	use(a);
	return a[2];
}
/*
 * check-name: symaddr of a local is the local: its users take the symbol
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	sext.64     %r3 <- (32) %arg1
	mul.64      %r4 <- %r3, $4
	add.64      %r5 <- %r4, a
	store.32    $1 -> 0[%r5]
	call        use, a
	load.32     %r7 <- 8[a]
	ret.32      %r7


 * check-output-end
 */
