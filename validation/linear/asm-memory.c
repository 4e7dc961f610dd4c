int f(int *p, int v)
{
	int r = v;

	asm volatile("xadd %0, %1\n\tnop"
		     : "+r" (r), "+m" (*p)
		     : "m" (*p), "r" (v)
		     : "memory");
	return r;
}

/*
 * check-name: asm memory operands are passed by address
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	store.32    %arg2 -> 0[r]
	asm         "xadd %0, %1
	nop"
		out: "+m" (%arg1), "+r" (%r5)
		in: "m" (%arg1), "r" (%arg2)
	ret.32      %r5


 * check-output-end
 */
