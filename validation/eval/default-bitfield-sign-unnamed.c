struct b5 { int a:3; int :0; int b:3; };
struct b6 { char c; int :0; char d; };
struct b7 { int :4; unsigned u:2; signed s:2; char ch:2; };
static struct b5 x;
static struct b6 y;
static struct b7 z;
/*
 * check-name: -Wdefault-bitfield-sign ignores unnamed bitfields
 * check-command: sparse -Wdefault-bitfield-sign $file
 *
 * check-error-start
eval/default-bitfield-sign-unnamed.c:1:20: warning: dubious bitfield without explicit `signed' or `unsigned'
eval/default-bitfield-sign-unnamed.c:1:37: warning: dubious bitfield without explicit `signed' or `unsigned'
eval/default-bitfield-sign-unnamed.c:3:56: warning: dubious bitfield without explicit `signed' or `unsigned'
 * check-error-end
 */
