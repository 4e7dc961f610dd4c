static double d = 1.0 / 0;
/*
 * check-name: floating division by zero
 *
 * check-error-start
expand/division-by-zero-float.c:1:23: warning: division by zero
 * check-error-end
 */
