struct s { int a; int *n; };

int via_void(struct s *p)
{
	return *(volatile int *)p + *(volatile int *)(void *)p;
}

int member_address(struct s *p)
{
	return *(volatile char *)&p->a + *(volatile char *)&p->a;
}
/*
 * check-name: optim: two pointer casts of one value are one, whatever the source type
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
via_void:
.L0:
	<entry-point>
	ptrcast.64  %r2 <- (64) %arg1
	load.32     %r3 <- 0[%r2]
	load.32     %r6 <- 0[%r2]
	add.32      %r7 <- %r3, %r6
	ret.32      %r7


member_address:
.L2:
	<entry-point>
	ptrcast.64  %r11 <- (64) %arg1
	load.8      %r12 <- 0[%r11]
	sext.32     %r13 <- (8) %r12
	load.8      %r17 <- 0[%r11]
	sext.32     %r18 <- (8) %r17
	add.32      %r19 <- %r13, %r18
	ret.32      %r19


 * check-output-end
 */
