#define A 1
#define P(a) a ## 2 [a]
P(A)
/*
 * check-name: an argument beside ## is not expanded first
 * check-command: sparse -E $file
 *
 * check-output-start

A2 [1]
 * check-output-end
 */
