extern void lock(void) __attribute__((context(l, 0, 1)));
extern void unlock(void) __attribute__((context(l, 1, 0)));
extern void work(void);

void locked(void)
{
	lock();
	work();
	unlock();
}

/*
 * check-name: a call of a function with a context changes the count
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
locked:
.L0:
	<entry-point>
	call        lock
	context     1
	call        work
	call        unlock
	context     -1
	ret


 * check-output-end
 */
