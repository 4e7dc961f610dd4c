const char *hello(void)
{
	return "hello\n";
}

/*
 * check-name: a string literal is the address of an anonymous array
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
hello:
.L0:
	<entry-point>
	symaddr.64  %r1 <- "hello\n"
	ret.64      %r1


 * check-output-end
 */
