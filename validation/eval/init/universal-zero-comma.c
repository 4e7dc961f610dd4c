struct s { int *p; };
static struct s f = { 0, };
static struct s g = { 0x0 };
/*
 * check-name: { 0, } and { 0x0 } are no universal zero initializers
 * check-description: needs the parser to mark '{ 0 }' (zero_init) from its tokens
 * check-command: sparse $file
 *
 * check-error-start
eval/init/universal-zero-comma.c:2:23: warning: Using plain integer as NULL pointer
eval/init/universal-zero-comma.c:3:23: warning: Using plain integer as NULL pointer
 * check-error-end
 */
