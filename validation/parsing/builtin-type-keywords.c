__int128_t a;
unsigned __int128_t b;
long __builtin_va_list c;
__builtin_va_list d;
struct s { int m; } e = d;
/*
 * check-name: GCC's built-in type names are type keywords, as sparse has them
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/builtin-type-keywords.c:2:10: error: impossible combination of type specifiers: unsigned __int128_t
parsing/builtin-type-keywords.c:2:10: error: Trying to use reserved word '__int128_t' as identifier
parsing/builtin-type-keywords.c:2:21: error: Expected ; at end of declaration
parsing/builtin-type-keywords.c:2:21: error: got b
parsing/builtin-type-keywords.c:3:6: error: impossible combination of type specifiers: long __builtin_va_list
parsing/builtin-type-keywords.c:3:6: error: Trying to use reserved word '__builtin_va_list' as identifier
parsing/builtin-type-keywords.c:3:24: error: Expected ; at end of declaration
parsing/builtin-type-keywords.c:3:24: error: got c
parsing/builtin-type-keywords.c:5:25: error: invalid initializer
 * check-error-end
 */
