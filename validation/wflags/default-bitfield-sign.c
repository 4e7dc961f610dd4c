struct s { int a:3; };
static struct s v;
/*
 * check-name: -Wdefault-bitfield-sign turns it on
 * check-command: sparse -Wdefault-bitfield-sign $file
 *
 * check-error-start
wflags/default-bitfield-sign.c:1:19: warning: dubious bitfield without explicit `signed' or `unsigned'
 * check-error-end
 */
