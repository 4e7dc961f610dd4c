_Static_assert('ab' == 'a', "first char only");
_Static_assert('\377' == -1, "sign-extended: char is signed");
_Static_assert(L'\x123' == 0x123, "wide");
_Static_assert('\x123' == 0x23, "cut to char");
_Static_assert('\1234' == 0123, "three octal digits");
_Static_assert('\e' == 27, "escape");
#if '\377' >= 0 || 'ab' != 'a'
#error
#endif
/*
 * check-name: a character constant is its first character, sign-extended where char is signed
 * check-command: sparse --arch=x86_64 $file
 *
 * check-error-start
char/char-constant-value.c:7:20: warning: multi-character character constant
char/char-constant-value.c:1:16: warning: multi-character character constant
char/char-constant-value.c:4:16: warning: hex escape sequence out of range
char/char-constant-value.c:5:16: warning: multi-character character constant
 * check-error-end
 */
