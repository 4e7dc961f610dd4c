struct s { char n[4]; int x; };
static struct s a = { ("ab"), 1 };
static char b[2][3] = { ("a"), "b" };
/*
 * check-name: -Wparen-string inside struct and 2-D array initializers
 * check-command: sparse -Wparen-string $file
 *
 * check-error-start
eval/paren-string-nested.c:2:24: warning: array initialized from parenthesized string constant
eval/paren-string-nested.c:3:26: warning: array initialized from parenthesized string constant
 * check-error-end
 */
