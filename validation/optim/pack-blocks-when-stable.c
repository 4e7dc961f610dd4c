extern unsigned long copy(void *to, unsigned long n);

static inline void check_size(unsigned long n)
{
}

static inline _Bool checked(unsigned long n)
{
	if (__builtin_expect(!!(n > 0x7fffffff), 0))
		return 0;
	check_size(n);
	return 1;
}

int f(void *to)
{
	unsigned long n = 8;

	if (checked(n))
		n = copy(to, n);
	return n ? -14 : 0;
}
/*
 * check-name: optim: blocks are packed once the instructions are stable, a bypassed block's inline-call marks go with it
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	call.64     %r12 <- copy, %arg1, $8
	select.32   %r14 <- %r12, $0xfffffff2, $0
	ret.32      %r14


 * check-output-end
 */
