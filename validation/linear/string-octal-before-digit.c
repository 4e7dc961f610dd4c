int p(const char *, ...);

void f(void)
{
	p("\0016a\001b\377\0\1x\n\t\033[1m");
	p("\0018\0019\0010\0077\0337\3770\1");
}

/*
 * check-name: linear: an octal escape before a digit is shown with three digits
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.32     %r2 <- p, "\0016a\1b\377\0\1x\n\t\33[1m"
	call.32     %r4 <- p, "\0018\0019\0010\0077\0337\3770\1"
	ret


 * check-output-end
 */
