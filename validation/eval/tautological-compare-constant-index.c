static int g[4];
static char c[4];
static int zero(int **q) { return ((*q = &g[0]) == &g[0]); }
static int one(char **q) { return ((*q = &c[1]) == &c[1]); }
static int plus(int **q) { return ((*q = g + 1) == g + 1); }
static int swapped(int **q) { return ((*q = &1[g]) == &1[g]); }
static int minus(int **q) { return ((*q = &g[-1]) == &g[-1]); }
static int var(int **q, int i) { return ((*q = &g[i]) == &g[i]); }
/*
 * check-name: -Wtautological-compare: &a[K] (a + K) scaled to a constant is where its '[' ('+') is
 * check-command: sparse -Wtautological-compare $file
 *
 * check-error-start
eval/tautological-compare-constant-index.c:3:54: warning: self-comparison always evaluates to true
eval/tautological-compare-constant-index.c:4:54: warning: self-comparison always evaluates to true
eval/tautological-compare-constant-index.c:5:54: warning: self-comparison always evaluates to true
eval/tautological-compare-constant-index.c:6:57: warning: self-comparison always evaluates to true
eval/tautological-compare-constant-index.c:7:56: warning: self-comparison always evaluates to true
eval/tautological-compare-constant-index.c:8:60: warning: self-comparison always evaluates to true
 * check-error-end
 */
