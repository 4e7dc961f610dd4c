static char a = '\q';
static char b = '\8';
static const char s[] = "ok" "a\zb" "\(";
static const char t[] = "\\" "\'" "\?" "\"" "\a\b\e\f\n\r\t\v";
#if '\w'
#endif
/*
 * check-name: unknown escape sequences are warned about, in C and in #if
 *
 * check-error-start
char/escape-unknown.c:5:5: warning: unknown escape sequence: '\w'
char/escape-unknown.c:1:17: warning: unknown escape sequence: '\q'
char/escape-unknown.c:2:17: warning: unknown escape sequence: '\8'
char/escape-unknown.c:3:30: warning: unknown escape sequence: '\z'
char/escape-unknown.c:3:37: warning: unknown escape sequence: '\('
 * check-error-end
 */
