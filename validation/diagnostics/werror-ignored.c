int visible;
static int *p = 0;
/*
 * check-name: gcc's -Werror and -Werror=NAME are ignored, as Debian's sparse
 * check-description: the kernel passes them on every checker command line
 * check-command: sparse -Werror -Werror=date-time -Werror=designated-init -Werror=decl -Werror=implicit-int $file
 *
 * check-error-start
diagnostics/werror-ignored.c:1:5: warning: symbol 'visible' was not declared. Should it be static?
diagnostics/werror-ignored.c:2:17: warning: Using plain integer as NULL pointer
 * check-error-end
 */
