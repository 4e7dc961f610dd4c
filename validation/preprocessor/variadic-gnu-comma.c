#define P(fmt, ...) p(fmt, ## __VA_ARGS__)
P(1) P(1, 2) P(1, 2, 3)
/*
 * check-name: , ## __VA_ARGS__ eats the comma when there is no argument
 * check-command: sparse -E $file
 *
 * check-output-start

p(1) p(1, 2) p(1, 2, 3)
 * check-output-end
 */
