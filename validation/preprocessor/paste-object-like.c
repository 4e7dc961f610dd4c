#define P x ## y
P
/*
 * check-name: ## works in an object-like macro
 * check-command: sparse -E $file
 *
 * check-output-start

xy
 * check-output-end
 */
