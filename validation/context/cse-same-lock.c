struct mm { int a; int page_table_lock; };
struct vma { int x; struct mm *vm_mm; };
extern void lock(int *l) __attribute__((context(l, 0, 1)));
extern void unlock(int *l) __attribute__((context(l, 1, 0)));
extern void work(void);

static inline int *lockptr(struct mm *mm) { return &mm->page_table_lock; }
static inline int *plock(struct mm *mm) { int *p = lockptr(mm); lock(p); return p; }

int f(struct vma *vma)
{
	struct mm *mm = vma->vm_mm;
	int *old_ptl, *new_ptl;

	old_ptl = plock(vma->vm_mm);
	new_ptl = lockptr(mm);
	if (new_ptl != old_ptl)
		lock(new_ptl);
	work();
	if (new_ptl != old_ptl)
		unlock(new_ptl);
	unlock(old_ptl);
	return 1;
}
/*
 * check-name: the same lock address computed twice is one value: no imbalance
 * check-command: sparse -Wno-decl $file
 */
