int x;

int f(int p)
{
	int g;

	x = 0;
	g = x;
	if (g >= 13)
		x = p;
	return p;
}
/*
 * check-name: optim: a branch folded late leaves its dead arm, and the join merges into the parent
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    $0 -> 0[x]
	ret.32      %arg1


 * check-output-end
 */
