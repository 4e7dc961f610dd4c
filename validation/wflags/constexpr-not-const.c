static int x;
static int y = x;
/*
 * check-name: -Wconstexpr-not-const turns it on
 * check-command: sparse -Wconstexpr-not-const $file
 *
 * check-error-start
wflags/constexpr-not-const.c:2:16: warning: non-constant initializer for static object
 * check-error-end
 */
