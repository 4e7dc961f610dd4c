static char c[] = ("def");
/*
 * check-name: -Wparen-string turns it on
 * check-command: sparse -Wparen-string $file
 *
 * check-error-start
wflags/paren-string.c:1:20: warning: array initialized from parenthesized string constant
 * check-error-end
 */
