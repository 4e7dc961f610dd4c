void *where(void)
{
	void *p = &&here;
here:
	return p;
}

/*
 * check-name: the address of a label is a set
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
where:
.L0:
	<entry-point>
	set.64      %r1 <- .L1
	ret.64      %r1


 * check-output-end
 */
