_Static_assert(sizeof(L'a') == 8, "8");
_Static_assert(sizeof(L'a') == 4, "4");
_Static_assert(L'\xffffffff' == 0xffffffff, "not negative");
/*
 * check-name: L'x' is of type wchar_t, int on x86_64 (-m64), as upstream's sparse (0.6.4: long)
 * check-command: sparse -m64 $file
 *
 * check-error-start
expand/fold-wide-char-constant-type-m64.c:1:29: error: static assertion failed: "8"
 * check-error-end
 */
