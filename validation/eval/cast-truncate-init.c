static char a = 0x1234;
static unsigned char b = 256;
static short c = 70000;
/*
 * check-name: an initializer constant too wide for char
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-init.c:1:17: warning: cast truncates bits from constant value (1234 becomes 34)
eval/cast-truncate-init.c:2:26: warning: cast truncates bits from constant value (100 becomes 0)
eval/cast-truncate-init.c:3:18: warning: cast truncates bits from constant value (11170 becomes 1170)
 * check-error-end
 */
