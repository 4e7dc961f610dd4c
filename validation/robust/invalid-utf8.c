// Invalid UTF-8 (lone continuation bytes, a cut sequence, 0xff) in a
// comment and in a string literal: bytes like any other, no message, the
// string keeps them.  (Outside them sparse 0.6.4 takes each byte >= 0x80
// as a stray token; this checker takes valid UTF-8 as letters, as gcc does,
// and the other bytes as stray tokens: tokenize/identifier-utf8.c,
// tokenize/utf8-invalid-stray.c.)
/* €¿ Ã â‚ ÿþ */
// ðŸ ÿ
static const char s[] = "ÿÃ(â‚€€";
_Static_assert(sizeof(s) == 8, "bytes kept");
static const char c = 'ÿ';
/*
 * check-name: invalid UTF-8 in comments and strings: bytes like any other
 * check-command: sparse $file
 */
