static int x = 1.5 ? 1 : 1 / 0;
static int y = 1 ? 1 : 2 / 0;
static int z = (0.0 || 1) ? 3 / 0 : 1;
/*
 * check-name: a floating condition does not choose a branch
 *
 * check-error-start
expand/conditional-float-condition.c:1:28: warning: division by zero
expand/conditional-float-condition.c:3:31: warning: division by zero
 * check-error-end
 */
