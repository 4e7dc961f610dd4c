#define f(a) a*g
#define g(a) f(a)
f(2)(9)
/*
 * check-name: a name found during its own rescan is never replaced again
 * check-command: sparse -E $file
 *
 * check-output-start

2*9*g
 * check-output-end
 */
