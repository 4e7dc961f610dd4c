struct flags { unsigned low:4, mid:6; int high:5; };

unsigned mid(struct flags *f) { return f->mid; }
int high(struct flags *f) { return f->high; }

/*
 * check-name: a bit-field is shifted and truncated out of its word
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
mid:
.L0:
	<entry-point>
	load.32     %r2 <- 0[%arg1]
	lsr.32      %r3 <- %r2, $4
	trunc.6     %r4 <- (32) %r3
	zext.32     %r5 <- (6) %r4
	ret.32      %r5


high:
.L2:
	<entry-point>
	load.32     %r8 <- 0[%arg1]
	lsr.32      %r9 <- %r8, $10
	trunc.5     %r10 <- (32) %r9
	sext.32     %r11 <- (5) %r10
	ret.32      %r11


 * check-output-end
 */
