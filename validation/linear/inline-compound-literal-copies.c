typedef struct { unsigned long val; } entry_t;

static inline entry_t make(unsigned long v)
{
	return (entry_t) { v };
}

unsigned long twice(unsigned long x)
{
	entry_t e;

	e = make(x);
	e = make(e.val + 1);
	return e.val;
}

unsigned long either(unsigned long x, int c)
{
	entry_t e = { 1 };

	if (c)
		e = make(x);
	return e.val;
}

/*
 * check-name: each inlined copy of a compound literal is its own object
 * check-description: the copies of an inline function's body once
 *	shared the literal's object, initialized only for the first copy
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
twice:
.L0:
	<entry-point>
	# call      %r4 <- make, %r1
	add.64      %r6 <- %arg1, $1
	# call      %r9 <- make, %r6
	ret.64      %r6


either:
.L4:
	<entry-point>
	select.64   %r20(e) <- %arg2, %arg1, $1
	ret.64      %r20(e)


 * check-output-end
 */
