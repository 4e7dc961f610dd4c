int g, h;
int call(void);
int use(int);

void f(int p)
{
	int *q = &g;

	use((p & ((call() || 1) && *q || h)) || *q);
}
/*
 * check-name: optim: (x != 0) whose one user a compare rule took is killed at once: a later copy of it stays, not merged into it (csmith 86 func_44)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r5 <- call
	load.32     %r11 <- 0[g]
	setne.1     %r14 <- %r11, $0
	load.32     %r15 <- 0[h]
	setne.1     %r16 <- %r15, $0
	or.1        %r17 <- %r14, %r16
	zext.32     %r18 <- (1) %r17
	and.32      %r19 <- %r18, %arg1
	phisrc.32   %phi3 <- $1
	cbr         %r19, .L2, .L1

.L1:
	setne.32    %r24 <- %r11, $0
	phisrc.32   %phi4 <- %r24
	br          .L2

.L2:
	phi.32      %r2 <- %phi3, %phi4
	call.32     %r25 <- use, %r2
	ret


 * check-output-end
 */
