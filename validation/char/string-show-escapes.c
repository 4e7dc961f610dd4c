_Static_assert(0, "a\n\"\\\x01\t\x7f\xff\a\b\e\f\v\r\0" "?\?");
/*
 * check-name: a string's bytes are shown with sparse's escapes
 *
 * check-error-start
char/string-show-escapes.c:1:16: error: static assertion failed: "a\n\"\\\1\t\177\377\7\10\33\14\13\15\0??"
 * check-error-end
 */
