int g[4];

void to_global(int v)
{
	int *p = &g[2];

	p[1] = v;
}

int through_arg(int *q)
{
	int *p = q + 2;

	return p[1];
}

void negative(int v)
{
	int *p = &g[2];

	p[-1] = v;
}
/*
 * check-name: a load or store at off[add x, $c] is at (off + c)[x]
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
to_global:
.L0:
	<entry-point>
	store.32    %arg1 -> 12[g]
	ret


through_arg:
.L2:
	<entry-point>
	load.32     %r8 <- 12[%arg1]
	ret.32      %r8


negative:
.L4:
	<entry-point>
	store.32    %arg1 -> 4[g]
	ret


 * check-output-end
 */
