struct s { int a; int b; };
static struct s x = { a: 1, b: 2 };
/*
 * check-name: -Wold-initializer is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/old-initializer-default.c:2:23: warning: obsolete struct initializer, use C99 syntax
wflags/old-initializer-default.c:2:29: warning: obsolete struct initializer, use C99 syntax
 * check-error-end
 */
