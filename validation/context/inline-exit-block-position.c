void unlock(void) __attribute__((context(1, 0)));
extern void use(void *);
struct page { long head; };

static inline long head_of(struct page *page)
{
	long head = page->head;

	if (head)
		return head - 1;
	return (long)page;
}

static void f(struct page *page)
{
	use((void *)head_of(page));
	unlock();
}
/*
 * check-name: the exit block of an inlined function is where it is declared
 * check-description: the unlock ends up in the block the inlined body
 *	returns to, which stands, as in sparse, at the inlined function's
 *	name (the kernel's _compound_head() in mm/hugetlb.c), not the
 *	caller's.
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/inline-exit-block-position.c:5:20: warning: context imbalance in 'f' - unexpected unlock
 * check-error-end
 */
