void f(int i, int hi)
{
	__range__(i, 0, hi);
}

/*
 * check-name: __range__ of a variable
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	range-check %arg1 between $0..%arg2
	ret


 * check-output-end
 */
