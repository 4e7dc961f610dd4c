struct bf { unsigned x:3; signed y:4; };
static struct bf v = { 8, 8 };
static struct bf w = { .y = -9 };
static struct bf z = { 7, -8 };
/*
 * check-name: bitfield initializers too wide for their fields
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-truncate-bitfield-init.c:2:24: warning: cast truncates bits from constant value (8 becomes 0)
eval/cast-truncate-bitfield-init.c:3:29: warning: cast truncates bits from constant value (fffffff7 becomes 7)
 * check-error-end
 */
