static long long dv(long long a) { return a; }
static long long widened(unsigned char p) { return (p < p); }
static long long argument(unsigned char p) { return dv((p < p)); }
/*
 * check-name: -Wtautological-compare: a compare widened by a cast is where the last operand linearized is
 * check-command: sparse -Wtautological-compare $file
 *
 * check-error-start
eval/tautological-compare-widened.c:2:57: warning: self-comparison always evaluates to false
eval/tautological-compare-widened.c:3:61: warning: self-comparison always evaluates to false
 * check-error-end
 */
