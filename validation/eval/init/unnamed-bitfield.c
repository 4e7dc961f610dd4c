static struct { int a; int :3; int b; } x = { 1, 2 };
static struct { int :3; int b; } y = { 2 };
static struct { int :3; int b; } z = { 2, 3 };
/*
 * check-name: unnamed bit-fields take no value
 * check-command: sparse $file
 *
 * check-error-start
eval/init/unnamed-bitfield.c:3:43: warning: excessive elements in struct or union initializer
 * check-error-end
 */
