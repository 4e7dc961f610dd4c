#define P(a, b) a ## b
P(x, y) P(1, 2) P(+, =) P(x, 1)
/*
 * check-name: ## joins two tokens
 * check-command: sparse -E $file
 *
 * check-output-start

xy 12 += x1
 * check-output-end
 */
