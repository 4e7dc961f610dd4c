typedef int myint;
enum e { A };
struct s {
	char c:3;
	myint m:3;
	enum e x:3;
	long l:3;
	_Bool b:1;
	unsigned u:2;
};
/*
 * check-name: -Wdefault-bitfield-sign: plain char, typedef of int, long
 * check-command: sparse -Wdefault-bitfield-sign $file
 *
 * check-error-start
layout/bitfield-default-sign.c:4:17: warning: dubious bitfield without explicit `signed' or `unsigned'
layout/bitfield-default-sign.c:5:18: warning: dubious bitfield without explicit `signed' or `unsigned'
layout/bitfield-default-sign.c:7:17: warning: dubious bitfield without explicit `signed' or `unsigned'
 * check-error-end
 */
