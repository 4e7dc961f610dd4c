int swap(int x)
{
	int y;

	asm("bswap %0" : "=r" (y) : "0" (x));
	return y;
}

/*
 * check-name: asm with outputs and inputs
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
swap:
.L0:
	<entry-point>
	asm         "bswap %0"
		out: "=r" (%r2)
		in: "0" (%arg1)
	ret.32      %r2


 * check-output-end
 */
