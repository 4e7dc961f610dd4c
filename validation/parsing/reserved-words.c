int _Complex;
int _Imaginary;
int __complex__;
int _BitInt;
int typeof_unqual;
int __typeof_unqual__;
int _Float16;
int __float128;
int asm;
int __asm;
int __asm__;
int __int128_t;
int __uint128_t;
int __builtin_va_list;
int __builtin_ms_va_list;
int __builtin_sysv_va_list;
_Complex double z;
/*
 * check-name: the words sparse reserves: _Complex and _Imaginary without a meaning, __asm, GCC's built-in type names; not asm, nor C23's or GCC's newer type names
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/reserved-words.c:1:5: error: Trying to use reserved word '_Complex' as identifier
parsing/reserved-words.c:2:5: error: Trying to use reserved word '_Imaginary' as identifier
parsing/reserved-words.c:10:5: error: Trying to use reserved word '__asm' as identifier
parsing/reserved-words.c:11:5: error: Trying to use reserved word '__asm__' as identifier
parsing/reserved-words.c:12:5: error: two or more data types in declaration specifiers
parsing/reserved-words.c:12:5: error: Trying to use reserved word '__int128_t' as identifier
parsing/reserved-words.c:13:5: error: two or more data types in declaration specifiers
parsing/reserved-words.c:13:5: error: Trying to use reserved word '__uint128_t' as identifier
parsing/reserved-words.c:14:5: error: two or more data types in declaration specifiers
parsing/reserved-words.c:14:5: error: Trying to use reserved word '__builtin_va_list' as identifier
parsing/reserved-words.c:15:5: error: two or more data types in declaration specifiers
parsing/reserved-words.c:15:5: error: Trying to use reserved word '__builtin_ms_va_list' as identifier
parsing/reserved-words.c:17:1: error: Trying to use reserved word '_Complex' as identifier
parsing/reserved-words.c:17:10: error: Expected ; at end of declaration
parsing/reserved-words.c:17:10: error: got double
 * check-error-end
 */
