static int k = 1 ? 2 : 1 / 0;
static int l = 0 ? 2 : 1 / 0;
/*
 * check-name: the branch a constant condition does not take is dropped
 *
 * check-error-start
expand/conditional-dead-branch.c:2:26: warning: division by zero
 * check-error-end
 */
