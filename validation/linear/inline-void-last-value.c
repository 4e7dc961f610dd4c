int h(void);

static inline void set(int *p, int v)
{
	*p = v;
}

static inline void set_return(int *p, int v)
{
	*p = v;
	return;
}

void constant(int *p)
{
	set(p, 4);
	h();
}

void value(int *p, int x)
{
	set(p, x);
	h();
}

void with_return(int *p, int x)
{
	set_return(p, x);
	h();
}
/*
 * check-name: linear: an inlined void function's '# call' has the value of its body's last statement as result (none after a return)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
constant:
.L0:
	<entry-point>
	store.32    $4 -> 0[%arg1]
	# call      $4 <- set, %r1, $4
	call.32     %r3 <- h
	ret


value:
.L3:
	<entry-point>
	store.32    %arg2 -> 0[%arg1]
	# call      %r6 <- set, %r4, %r5
	call.32     %r8 <- h
	ret


with_return:
.L6:
	<entry-point>
	store.32    %arg2 -> 0[%arg1]
	# call      set_return, %r9, %r10
	call.32     %r13 <- h
	ret


 * check-output-end
 */
