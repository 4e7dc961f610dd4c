extern int printf(const char *, ...);

void show(char c, float f)
{
	printf("%c %f", c, f);
}

/*
 * check-name: variadic arguments keep their promoted types
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
show:
.L0:
	<entry-point>
	symaddr.64  %r1 <- "%c %f"
	sext.32     %r3 <- (8) %arg1
	fcvtf.64    %r5 <- (32) %arg2
	call.32     %r6 <- printf, %r1, %r3, %r5
	ret


 * check-output-end
 */
