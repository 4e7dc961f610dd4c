struct pair { int a, b; };

void copy(struct pair *dst, struct pair *src)
{
	*dst = *src;
}

/*
 * check-name: a struct is copied whole
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
copy:
.L0:
	<entry-point>
	load.64     %r2 <- 0[%arg2]
	store.64    %r2 -> 0[%arg1]
	ret


 * check-output-end
 */
