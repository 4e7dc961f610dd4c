/* a switch on a constant goes only to its case: the other cases are dead */
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern void wrong_size(void);

static inline int xadd(int *p, int v)
{
	switch (sizeof(*p)) {
	case 1:
		*p += v;
		break;
	case 4:
		*p += v;
		break;
	default:
		wrong_size();
	}
	return v;
}

void f(int *p)
{
	xadd(p, 1);
	unlock();
}
/*
 * check-name: a switch on a constant is folded before the context check
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/switch-constant.c:20:6: warning: context imbalance in 'f' - unexpected unlock
 * check-error-end
 */
