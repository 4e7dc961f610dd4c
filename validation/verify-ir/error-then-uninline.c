static inline int twice(int x)
{
	return x + x;
}

static int (*take)(int) = twice;

static int g(int n)
{
	if (n)
		goto done;
	return twice(n);
}
/*
 * check-name: -fverify-ir checks nothing once an error was said, even past an address-taken inline function
 * check-note: found by fuzz/pipeline: the evaluation of 'twice' cleared has_error, and the branch to the undeclared label's block (never in the function) was said to break the IR
 * check-command: sparse -fverify-ir $file
 *
 * check-error-start
verify-ir/error-then-uninline.c:11:17: error: label 'done' was not declared
 * check-error-end
 */
