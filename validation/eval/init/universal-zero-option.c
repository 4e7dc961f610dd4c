struct s { int *p; };
static struct s a = { 0 };
/*
 * check-name: -Wuniversal-initializer: { 0 } is checked as any list
 * check-command: sparse -Wuniversal-initializer $file
 *
 * check-error-start
eval/init/universal-zero-option.c:2:23: warning: Using plain integer as NULL pointer
 * check-error-end
 */
