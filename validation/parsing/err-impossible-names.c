char unsigned short a;
__int128 long b;
long long double c;
long void d;
void long e;
/*
 * check-name: the clash names the specifier already there
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 1
unsigned char
.align 8
__int128
.align 8
long long
.align 8
long
void
 * check-output-end
 *
 * check-error-start
parsing/err-impossible-names.c:1:15: error: impossible combination of type specifiers: char short
parsing/err-impossible-names.c:1:15: error: Trying to use reserved word 'short' as identifier
parsing/err-impossible-names.c:1:21: error: Expected ; at end of declaration
parsing/err-impossible-names.c:1:21: error: got a
parsing/err-impossible-names.c:2:10: error: impossible combination of type specifiers: long long long
parsing/err-impossible-names.c:2:10: error: Trying to use reserved word 'long' as identifier
parsing/err-impossible-names.c:2:15: error: Expected ; at end of declaration
parsing/err-impossible-names.c:2:15: error: got b
parsing/err-impossible-names.c:3:11: error: impossible combination of type specifiers: long long double
parsing/err-impossible-names.c:3:11: error: Trying to use reserved word 'double' as identifier
parsing/err-impossible-names.c:3:18: error: Expected ; at end of declaration
parsing/err-impossible-names.c:3:18: error: got c
parsing/err-impossible-names.c:4:6: error: impossible combination of type specifiers: long void
parsing/err-impossible-names.c:4:6: error: Trying to use reserved word 'void' as identifier
parsing/err-impossible-names.c:4:11: error: Expected ; at end of declaration
parsing/err-impossible-names.c:4:11: error: got d
parsing/err-impossible-names.c:5:6: error: two or more data types in declaration specifiers
parsing/err-impossible-names.c:5:6: error: Trying to use reserved word 'long' as identifier
parsing/err-impossible-names.c:5:11: error: void declaration
parsing/err-impossible-names.c:5:11: error: Expected ; at end of declaration
parsing/err-impossible-names.c:5:11: error: got e
 * check-error-end
 */
