extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));

void balanced(void)
{
	lock();
	unlock();
}

/*
 * check-name: calls of context functions are followed by a context
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
balanced:
.L0:
	<entry-point>
	call        lock
	context     1
	call        unlock
	context     -1
	ret


 * check-output-end
 */
