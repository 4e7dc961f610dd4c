long total;

void set(long v)
{
	total = v;
}

/*
 * check-name: a global is stored to its symbol
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
set:
.L0:
	<entry-point>
	store.64    %arg1 -> 0[total]
	ret


 * check-output-end
 */
