long double long a;
double long long b;
long long double c;
double long double d;
float long e;
long float f;
short double g;
double short h;
unsigned double i;
double unsigned j;
long double short k;
/*
 * check-name: a second long with double is 'long long double', as sparse names it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/err-long-long-double.c:1:13: error: impossible combination of type specifiers: long long double
parsing/err-long-long-double.c:1:13: error: Trying to use reserved word 'long' as identifier
parsing/err-long-long-double.c:1:18: error: Expected ; at end of declaration
parsing/err-long-long-double.c:1:18: error: got a
parsing/err-long-long-double.c:2:13: error: impossible combination of type specifiers: long long double
parsing/err-long-long-double.c:2:13: error: Trying to use reserved word 'long' as identifier
parsing/err-long-long-double.c:2:18: error: Expected ; at end of declaration
parsing/err-long-long-double.c:2:18: error: got b
parsing/err-long-long-double.c:3:11: error: impossible combination of type specifiers: long long double
parsing/err-long-long-double.c:3:11: error: Trying to use reserved word 'double' as identifier
parsing/err-long-long-double.c:3:18: error: Expected ; at end of declaration
parsing/err-long-long-double.c:3:18: error: got c
parsing/err-long-long-double.c:4:13: error: two or more data types in declaration specifiers
parsing/err-long-long-double.c:4:13: error: Trying to use reserved word 'double' as identifier
parsing/err-long-long-double.c:4:20: error: Expected ; at end of declaration
parsing/err-long-long-double.c:4:20: error: got d
parsing/err-long-long-double.c:5:7: error: impossible combination of type specifiers: float long
parsing/err-long-long-double.c:5:7: error: Trying to use reserved word 'long' as identifier
parsing/err-long-long-double.c:5:12: error: Expected ; at end of declaration
parsing/err-long-long-double.c:5:12: error: got e
parsing/err-long-long-double.c:6:6: error: impossible combination of type specifiers: long float
parsing/err-long-long-double.c:6:6: error: Trying to use reserved word 'float' as identifier
parsing/err-long-long-double.c:6:12: error: Expected ; at end of declaration
parsing/err-long-long-double.c:6:12: error: got f
parsing/err-long-long-double.c:7:7: error: impossible combination of type specifiers: short double
parsing/err-long-long-double.c:7:7: error: Trying to use reserved word 'double' as identifier
parsing/err-long-long-double.c:7:14: error: Expected ; at end of declaration
parsing/err-long-long-double.c:7:14: error: got g
parsing/err-long-long-double.c:8:8: error: impossible combination of type specifiers: double short
parsing/err-long-long-double.c:8:8: error: Trying to use reserved word 'short' as identifier
parsing/err-long-long-double.c:8:14: error: Expected ; at end of declaration
parsing/err-long-long-double.c:8:14: error: got h
parsing/err-long-long-double.c:9:10: error: impossible combination of type specifiers: unsigned double
parsing/err-long-long-double.c:9:10: error: Trying to use reserved word 'double' as identifier
parsing/err-long-long-double.c:9:17: error: Expected ; at end of declaration
parsing/err-long-long-double.c:9:17: error: got i
parsing/err-long-long-double.c:10:8: error: impossible combination of type specifiers: double unsigned
parsing/err-long-long-double.c:10:8: error: Trying to use reserved word 'unsigned' as identifier
parsing/err-long-long-double.c:10:17: error: Expected ; at end of declaration
parsing/err-long-long-double.c:10:17: error: got j
parsing/err-long-long-double.c:11:13: error: impossible combination of type specifiers: double short
parsing/err-long-long-double.c:11:13: error: Trying to use reserved word 'short' as identifier
parsing/err-long-long-double.c:11:19: error: Expected ; at end of declaration
parsing/err-long-long-double.c:11:19: error: got k
 * check-error-end
 */
