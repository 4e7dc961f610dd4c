_Static_assert(sizeof(L'a') == sizeof(long), "long");
_Static_assert((__typeof__(L'a'))-1 < 0, "signed");
_Static_assert(sizeof(L'a') == 4, "four");
/*
 * check-name: L'x' is of type wchar_t: -fshort-wchar makes it an unsigned short, as upstream's sparse (0.6.4: long)
 * check-command: sparse -m64 -fshort-wchar $file
 *
 * check-error-start
expand/wide-char-constant-long-short-wchar.c:1:29: error: static assertion failed: "long"
expand/wide-char-constant-long-short-wchar.c:2:37: error: static assertion failed: "signed"
expand/wide-char-constant-long-short-wchar.c:3:29: error: static assertion failed: "four"
 * check-error-end
 */
