static int k = (1 ? 2 : 1 / 0);
static int l = (0 && 1 / 0);
static int m = (1 || 1 / 0);
static unsigned long n = sizeof(1 / 0);
/*
 * check-name: divisions by zero in unevaluated arms and operands are silent
 * check-command: sparse $file
 */
