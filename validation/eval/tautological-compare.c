struct s { int m; };
static int eq(int x) { return x == x; }
static int lt(unsigned x) { return x < x; }
static int ge(long x) { return x >= x; }
static int member(struct s *p) { return p->m == p->m; }
static int index(int *a, int i) { return a[i] != a[i]; }
static int cast(int x) { return (char)x == (char)x; }
static int sum(int x) { return (x + 1) == (1 + x); }
static int cond(int x) { if (x != x) return 1; return 0; }
static int flt(float x) { return x == x; }
static int addr(int *p) { return p == 0; }
static inline int same(int a, int b) { return a <= b; }
static int inlined(int x) { return same(x, x) + same(x, x); }
/*
 * check-name: -Wtautological-compare: a compare of a value with itself, said as it folds, where the last operand linearized is
 * check-command: sparse -Wtautological-compare $file
 *
 * check-error-start
eval/tautological-compare.c:11:39: warning: Using plain integer as NULL pointer
eval/tautological-compare.c:2:36: warning: self-comparison always evaluates to true
eval/tautological-compare.c:3:40: warning: self-comparison always evaluates to false
eval/tautological-compare.c:4:37: warning: self-comparison always evaluates to true
eval/tautological-compare.c:5:49: warning: self-comparison always evaluates to true
eval/tautological-compare.c:6:51: warning: self-comparison always evaluates to false
eval/tautological-compare.c:7:50: warning: self-comparison always evaluates to true
eval/tautological-compare.c:8:48: warning: self-comparison always evaluates to true
eval/tautological-compare.c:9:35: warning: self-comparison always evaluates to false
eval/tautological-compare.c:12:52: warning: self-comparison always evaluates to true
eval/tautological-compare.c:12:52: warning: self-comparison always evaluates to true
 * check-error-end
 */
