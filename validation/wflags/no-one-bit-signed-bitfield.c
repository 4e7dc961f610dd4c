struct s { signed int a:1; };
static struct s v;
/*
 * check-name: -Wno-one-bit-signed-bitfield turns it off
 * check-command: sparse -Wno-one-bit-signed-bitfield $file
 */
