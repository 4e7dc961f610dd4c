static void f(int i)
{
	3 = i;
	++3;
}
/*
 * check-name: test-parsing shows an assignment to what is no lvalue without crashing
 * check-note: upstream's test-parsing dies of SIGSEGV here
 * check-command: test-parsing $file
 * check-output-ignore
 *
 * check-error-start
parsing/show-asm-not-lvalue.c:3:11: error: not an lvalue
parsing/show-asm-not-lvalue.c:4:9: error: need lvalue expression for ++/--
 * check-error-end
 */
