typedef int (*cmp_t)(const void *, const void *);
extern void *bsearch(const void *key, cmp_t cmp);
static inline int cmpf(const void *a, const void *b) { return 0; }
static inline int contains(int id)
{
	int *p = 1;
	return bsearch(&id, cmpf) != (void *)0;
}
int early(void) { int *q = 2; return 0; }
int contains(int id);
int mid(void) { int *q = 3; return contains(4); }
int contains(int id);
static inline int t(int id) { int *p = 6; return id; }
inline int t(int id);
/*
 * check-name: a static inline function declared again without inline has its body checked there, once, its addresses taken, as sparse
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
early:
.L0:
	<entry-point>
	ret.32      $0


mid:
.L2:
	<entry-point>
	call.32     %r2 <- contains, $4
	ret.32      %r2


cmpf:
.L4:
	<entry-point>
	ret.32      $0


 * check-output-end
 *
 * check-error-start
eval/inline-redeclared-checked.c:9:28: warning: incorrect type in initializer (different base types)
eval/inline-redeclared-checked.c:9:28:    expected int *q
eval/inline-redeclared-checked.c:9:28:    got int
eval/inline-redeclared-checked.c:6:18: warning: incorrect type in initializer (different base types)
eval/inline-redeclared-checked.c:6:18:    expected int *p
eval/inline-redeclared-checked.c:6:18:    got int
eval/inline-redeclared-checked.c:11:26: warning: incorrect type in initializer (different base types)
eval/inline-redeclared-checked.c:11:26:    expected int *q
eval/inline-redeclared-checked.c:11:26:    got int
 * check-error-end
 */
