struct s { signed int a:1; };
static struct s v;
/*
 * check-name: -Wone-bit-signed-bitfield is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/one-bit-signed-bitfield-default.c:1:26: error: dubious one-bit signed bitfield
 * check-error-end
 */
