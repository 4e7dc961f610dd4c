int memory_output(int *p)
{
	*p = 1;
	__asm__("foo" : "+m" (p[1]));
	return *p;
}

int memory_input(int *p)
{
	*p = 1;
	__asm__("foo" :: "m" (p[1]));
	return *p;
}

int memory_clobber(int *p)
{
	*p = 1;
	__asm__("foo" ::: "memory");
	return *p;
}

int other_clobber(int *p)
{
	*p = 1;
	__asm__ volatile("foo" ::: "cc");
	return *p;
}
/*
 * check-name: optim: an asm with a memory output or a memory clobber may write what a load reads, others do not
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
memory_output:
.L0:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	add.64      %r3 <- %arg1, $4
	asm         "foo"
		out: "+m" (%r3)
	load.32     %r5 <- 0[%arg1]
	ret.32      %r5


memory_input:
.L2:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	add.64      %r9 <- %arg1, $4
	asm         "foo"
		in: "m" (%r9)
	ret.32      $1


memory_clobber:
.L4:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	asm         "foo"
	load.32     %r15 <- 0[%arg1]
	ret.32      %r15


other_clobber:
.L6:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	asm         "foo"
	ret.32      $1


 * check-output-end
 */
