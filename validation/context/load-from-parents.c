struct mm { int a; int page_table_lock; };
struct vma { int x; struct mm *vm_mm; };
extern void lock(int *l) __attribute__((context(l, 0, 1)));
extern void unlock(int *l) __attribute__((context(l, 1, 0)));
extern void warn(void);
extern void work(void);

int f(struct vma *vma, int bad)
{
	struct mm *mm = vma->vm_mm;
	int *old_ptl, *new_ptl;

	if (bad)
		return 0;
	old_ptl = &vma->vm_mm->page_table_lock;
	lock(old_ptl);
	new_ptl = &mm->page_table_lock;
	if (new_ptl != old_ptl)
		lock(new_ptl);
	work();
	if (new_ptl != old_ptl)
		unlock(new_ptl);
	unlock(old_ptl);
	return 1;
}

int g(struct vma *vma, int bad)
{
	struct mm *mm = vma->vm_mm;
	int *old_ptl, *new_ptl;

	if (bad)
		warn();
	old_ptl = &vma->vm_mm->page_table_lock;
	lock(old_ptl);
	new_ptl = &mm->page_table_lock;
	if (new_ptl != old_ptl)
		lock(new_ptl);
	work();
	if (new_ptl != old_ptl)
		unlock(new_ptl);
	unlock(old_ptl);
	return 1;
}
/*
 * check-name: a load the paths into its block all made is their value; a call on one path keeps it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/load-from-parents.c:42:9: warning: context imbalance in 'g' - different lock contexts for basic block
 * check-error-end
 */
