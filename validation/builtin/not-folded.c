_Static_assert(__builtin_abs(-1) == 1, "abs");
_Static_assert(__builtin_huge_val() > 1, "huge_val");
_Static_assert(__builtin_isnan(1.0) == 0, "isnan");
_Static_assert(__builtin_strlen("abc") == 3, "strlen");
_Static_assert(__builtin_va_arg_pack_len() == 0, "va_arg_pack_len");
/*
 * check-name: library and math built-ins are not folded
 *
 * check-error-start
builtin/not-folded.c:1:34: error: bad constant expression
builtin/not-folded.c:2:37: error: bad constant expression
builtin/not-folded.c:3:37: error: bad constant expression
builtin/not-folded.c:4:40: error: bad constant expression
builtin/not-folded.c:5:44: error: bad constant expression
 * check-error-end
 */
