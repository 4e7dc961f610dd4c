struct flags { unsigned low:4, mid:6; };

void set_mid(struct flags *f, unsigned v)
{
	f->mid = v;
}

/*
 * check-name: a bit-field is masked into its word
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
set_mid:
.L0:
	<entry-point>
	trunc.6     %r2 <- (32) %arg2
	load.32     %r4 <- 0[%arg1]
	zext.32     %r5 <- (6) %r2
	shl.32      %r6 <- %r5, $4
	and.32      %r7 <- %r4, $0xfffffc0f
	or.32       %r8 <- %r7, %r6
	store.32    %r8 -> 0[%arg1]
	ret


 * check-output-end
 */
