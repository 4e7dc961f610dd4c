static char c[] = ("def");
static const char *a = ("abc");
/*
 * check-name: -Wparen-string: a char array initialized from ("...")
 * check-command: sparse -Wparen-string $file
 *
 * check-error-start
eval/paren-string-array.c:1:20: warning: array initialized from parenthesized string constant
 * check-error-end
 */
