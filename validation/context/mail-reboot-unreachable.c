struct spinlock { int v; };
extern void lock_kernel(void) __attribute__((context(kernel, 0, 1)));
extern void unlock_kernel(void) __attribute__((context(kernel, 1, 0)));
extern void machine_restart(void) __attribute__((noreturn));
extern void machine_halt(void);

static long sys_reboot(int cmd)
{
	lock_kernel();
	switch (cmd) {
	case 1:
		unlock_kernel();
		machine_restart();
		break;
	case 2:
		unlock_kernel();
		machine_halt();
		return 0;
	default:
		unlock_kernel();
		return -1;
	}
	unlock_kernel();
	return 0;
}
/*
 * check-name: the mail's sys_reboot: the code after a noreturn call is unreachable, no imbalance
 */
