#define P(a, b) [a ## b]
P(, y) P(x, ) P(,)
/*
 * check-name: an empty argument beside ## is a placemarker
 * check-command: sparse -E $file
 *
 * check-output-start

[ y] [x] []
 * check-output-end
 */
