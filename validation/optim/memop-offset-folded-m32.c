int g[4];

void negative(int v)
{
	int *p = &g[2];

	p[-1] = v;
}

int below(int *q)
{
	int *p = q - 2;

	return p[1];
}
/*
 * check-name: -m32: the offset of p[-1] is -4; the folded constant is the add's 32 bits as they are
 * check-command: test-linearize -m32 -Wno-decl $file
 *
 * check-output-start
negative:
.L0:
	<entry-point>
	store.32    %arg1 -> 4[g]
	ret


below:
.L2:
	<entry-point>
	load.32     %r8 <- 4294967292[%arg1]
	ret.32      %r8


 * check-output-end
 */
