struct s { int a:3; char b:2; unsigned c:2; signed d:2; };
/*
 * check-name: -Wdefault-bitfield-sign: plain int bit-fields
 * check-command: test-parsing --ast -Wdefault-bitfield-sign $file
 *
 * check-error-start
parsing/err-default-bitfield-sign.c:1:19: warning: dubious bitfield without explicit `signed' or `unsigned'
parsing/err-default-bitfield-sign.c:1:29: warning: dubious bitfield without explicit `signed' or `unsigned'
 * check-error-end
 */
