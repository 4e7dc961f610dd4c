/*
 * Reduced from Linux's kernel/locking/mutex.c (__mutex_lock): the
 * threading of 'if (spin(ok))' sends the loop's exit past the join of
 * spin()'s two returns, which keeps the phi source the exit left for h;
 * once the join has the fail path as its only parent and merges into it,
 * h's phi-node there must take the fail path's source, not the first.
 */
extern int *src;
extern int *dst;
extern int done(void);

static inline int spin(int ok)
{
	if (!ok)
		goto fail;
	for (;;) {
		int *h;

		switch (sizeof(h))
		case sizeof(int *):
			h = src;
		dst = h;
		if (done())
			break;
	}
	return 1;
fail:
	return done();
}

void f(int ok)
{
	for (;;)
		if (spin(ok))
			break;
}
/*
 * check-name: optim: a merged phi-node takes its source in the parent it merges into
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	br          .L1

.L1:
	cbr         %arg1, .L15, .L9

.L15:
	load.64     %r4 <- 0[src]
	store.64    %r4 -> 0[dst]
	call.32     %r6 <- done
	cbr         %r6, .L3, .L15

.L9:
	call.32     %r9 <- done
	# call      %r8 <- spin, %r1
	cbr         %r9, .L3, .L1

.L3:
	ret


 * check-output-end
 */
