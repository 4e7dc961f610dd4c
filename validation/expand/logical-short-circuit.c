static int a = 0 && 1 / 0;
static int b = 1 || 1 / 0;
static int c = 1 && 1 / 0;
/*
 * check-name: a decided && or || does not look further
 *
 * check-error-start
expand/logical-short-circuit.c:3:23: warning: division by zero
 * check-error-end
 */
