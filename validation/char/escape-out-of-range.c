static char a = '\xfff';
static char b = '\400';
static int c = L'\x123456789';
static char d = '\x0000ff';
static char e = '\377';
static const char s[] = "\x100";
/*
 * check-name: hex and octal escapes wider than the character are warned about
 *
 * check-error-start
char/escape-out-of-range.c:1:17: warning: hex escape sequence out of range
char/escape-out-of-range.c:2:17: warning: octal escape sequence out of range
char/escape-out-of-range.c:3:16: warning: hex escape sequence out of range
char/escape-out-of-range.c:6:25: warning: hex escape sequence out of range
 * check-error-end
 */
