struct e { };
static struct { struct e e; int a; } x = { 1 };
static struct { struct e e; int a; } y = { {}, 1 };
/*
 * check-name: a struct without members takes no value
 * check-command: sparse $file
 *
 * check-error-start
eval/init/empty-struct-member.c:2:44: warning: excessive elements in struct or union initializer
 * check-error-end
 */
