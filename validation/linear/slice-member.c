struct s { int a; char b; short c; };
struct s get(void);

int f(void)
{
	return get().c;
}

/*
 * check-name: a member of a struct value that is not in memory is a slice
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.64     %r1 <- get
	slice.16    %r2 <- (64) %r1, 48
	sext.32     %r3 <- (16) %r2
	ret.32      %r3


 * check-output-end
 */
