static void *undeclared(void)
{
	return &&nolabel;
}

static void *later(void)
{
	void *p = &&here;
here:
	return p;
}

static void *plus(void)
{
	void *p = &&missing + 1;
	return p;
}
/*
 * check-name: the address of a label that is not in the function, nor declared
 * check-command: sparse $file
 *
 * check-error-start
eval/label-address-undeclared.c:3:16: error: label 'nolabel' was not declared
eval/label-address-undeclared.c:15:19: error: label 'missing' was not declared
 * check-error-end
 */
