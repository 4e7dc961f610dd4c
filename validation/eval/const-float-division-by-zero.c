static float k = 1 / 0.0;
static int m = 1.0 / 0;
static double n = 0.0 / 0.0;
/*
 * check-name: division by zero with floating-point operands
 * check-command: sparse $file
 *
 * check-error-start
eval/const-float-division-by-zero.c:1:20: warning: division by zero
eval/const-float-division-by-zero.c:2:20: warning: division by zero
eval/const-float-division-by-zero.c:3:23: warning: division by zero
 * check-error-end
 */
