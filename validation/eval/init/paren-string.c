static char x[] = ("abc");
static char y[2][4] = { ("abc"), (("de")) };
/*
 * check-name: -Wparen-string: a char array from a parenthesized string
 * check-command: sparse -Wparen-string $file
 *
 * check-error-start
eval/init/paren-string.c:1:20: warning: array initialized from parenthesized string constant
eval/init/paren-string.c:2:26: warning: array initialized from parenthesized string constant
eval/init/paren-string.c:2:36: warning: array initialized from parenthesized string constant
 * check-error-end
 */
