_Static_assert(sizeof(L'a') == 8, "8");
_Static_assert(sizeof(L'a') == 4, "4");
_Static_assert(L'\xffffffff' == 0xffffffff, "not negative");
/*
 * check-name: L'x' has sparse's wide char constant type: long (-m64)
 * check-command: sparse -m64 $file
 *
 * check-error-start
expand/fold-wide-char-constant-type-m64.c:2:29: error: static assertion failed: "4"
 * check-error-end
 */
