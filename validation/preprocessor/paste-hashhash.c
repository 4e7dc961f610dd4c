#define H(a) a
#define P(a, b) a ## b
P(#, #)
/*
 * check-name: ## can make ##
 * check-command: sparse -E $file
 *
 * check-output-start

##
 * check-output-end
 */
