static int *p = { 0 };
struct q { int a; int *p; };
static struct q x = { 1, 0 };
static struct q y = { .p = 0 };
/*
 * check-name: 0 for a pointer member
 * check-command: sparse $file
 *
 * check-error-start
eval/null-in-initializer.c:1:19: warning: Using plain integer as NULL pointer
eval/null-in-initializer.c:3:26: warning: Using plain integer as NULL pointer
eval/null-in-initializer.c:4:28: warning: Using plain integer as NULL pointer
 * check-error-end
 */
