static int x[(char)300];
/*
 * check-name: truncating cast in an array size
 *
 * check-error-start
expand/cast-truncate-array-size.c:1:20: warning: cast truncates bits from constant value (12c becomes 2c)
 * check-error-end
 */
