extern int a(int);
extern int b(int);

int f(int i, int v)
{
	int (*table[2])(int) = { a, b };

	return table[i](v);
}
/*
 * check-name: linear: a call through a function pointer loaded from a local table
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.128   $0 -> 0[table]
	store.64    a -> 0[table]
	store.64    b -> 8[table]
	sext.64     %r6 <- (32) %arg1
	mul.64      %r7 <- %r6, $8
	add.64      %r8 <- %r7, table
	load.64     %r9 <- 0[%r8]
	call.32     %r10 <- %r9, %arg2
	ret.32      %r10


 * check-output-end
 */
