static int i = 0xffffffffff;
/*
 * check-name: a long constant stored into an int
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-long-to-int.c:1:16: warning: cast truncates bits from constant value (ffffffffff becomes ffffffff)
 * check-error-end
 */
