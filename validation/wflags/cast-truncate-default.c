static unsigned char c = 0x1ff;
/*
 * check-name: -Wcast-truncate is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/cast-truncate-default.c:1:26: warning: cast truncates bits from constant value (1ff becomes ff)
 * check-error-end
 */
