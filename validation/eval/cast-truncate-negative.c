static signed char d = -129;
/*
 * check-name: a negative constant too wide for signed char
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-negative.c:1:24: warning: cast truncates bits from constant value (ffffff7f becomes 7f)
 * check-error-end
 */
