long twice(int c)
{
l1:
	if (c)
		c--;
	void *a = &&l1;
	void *b = &&l1;
	return (long)a + (long)b;
}
/*
 * check-name: optim: the address of a label is 'label' once simplified, and one label's addresses are one
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
twice:
.L0:
	<entry-point>
	label.64    %r5 <- .L1
	add.64      %r9 <- %r5, %r5
	ret.64      %r9


 * check-output-end
 */
