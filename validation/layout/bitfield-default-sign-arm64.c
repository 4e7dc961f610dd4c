struct s {
	char c:3;
	int i:3;
};
/*
 * check-name: -Wdefault-bitfield-sign: plain char is unsigned on arm64
 * check-command: sparse --arch=arm64 -Wdefault-bitfield-sign $file
 *
 * check-error-start
layout/bitfield-default-sign-arm64.c:3:16: warning: dubious bitfield without explicit `signed' or `unsigned'
 * check-error-end
 */
