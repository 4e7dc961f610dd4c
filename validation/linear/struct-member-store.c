struct rgb { char r, g, b; };

void grey(struct rgb *c, char v)
{
	c->r = v;
	c->g = v;
	c->b = v;
}

/*
 * check-name: members are stored at their offset
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
grey:
.L0:
	<entry-point>
	store.8     %arg2 -> 0[%arg1]
	store.8     %arg2 -> 1[%arg1]
	store.8     %arg2 -> 2[%arg1]
	ret


 * check-output-end
 */
