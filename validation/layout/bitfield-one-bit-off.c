struct s {
	int a:1;
	signed int b:1;
};
/*
 * check-name: -Wno-one-bit-signed-bitfield: the default sign warning may follow
 * check-command: sparse -Wno-one-bit-signed-bitfield -Wdefault-bitfield-sign $file
 *
 * check-error-start
layout/bitfield-one-bit-off.c:2:16: warning: dubious bitfield without explicit `signed' or `unsigned'
 * check-error-end
 */
