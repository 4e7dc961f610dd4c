struct flags { unsigned lo:3; unsigned hi:5; };

void f(struct flags *p)
{
	p->hi++;
}
/*
 * check-name: linear: ++ of an unsigned bit-field masks, adds, masks and merges
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	lsr.32      %r3 <- %r2, $3
	and.32      %r5 <- %r3, $31
	add.32      %r6 <- %r5, $1
	and.32      %r9 <- %r6, $31
	shl.32      %r10 <- %r9, $3
	and.32      %r11 <- %r2, $0xffffff07
	or.32       %r12 <- %r10, %r11
	store.32    %r12 -> 0[%arg1]
	ret


 * check-output-end
 */
