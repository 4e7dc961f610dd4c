#define P(a, b) a ## b
P(1 2, 3 4)
/*
 * check-name: ## joins only the tokens next to it
 * check-command: sparse -E $file
 *
 * check-output-start

1 23 4
 * check-output-end
 */
