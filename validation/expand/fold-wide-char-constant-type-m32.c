_Static_assert(sizeof(L'a') == 8, "8");
_Static_assert(sizeof(L'a') == 4, "4");
_Static_assert(L'\xffffffff' < 0, "negative");
/*
 * check-name: L'x' has sparse's wide char constant type: long (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/fold-wide-char-constant-type-m32.c:1:29: error: static assertion failed: "8"
 * check-error-end
 */
