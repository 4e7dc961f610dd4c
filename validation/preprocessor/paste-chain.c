#define P(a, b, c) a ## b ## c
P(x, y, z) P(1, , 2) P(, , z)
/*
 * check-name: several ## in a row
 * check-command: sparse -E $file
 *
 * check-output-start

xyz 12 z
 * check-output-end
 */
