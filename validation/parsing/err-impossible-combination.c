short char a;
long long long b;
unsigned signed c;
long float d;
/*
 * check-name: type specifiers that do not combine
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 2
short
.align 8
long long
.align 4
unsigned int
.align 8
long
 * check-output-end
 *
 * check-error-start
parsing/err-impossible-combination.c:1:7: error: impossible combination of type specifiers: short char
parsing/err-impossible-combination.c:1:7: error: Trying to use reserved word 'char' as identifier
parsing/err-impossible-combination.c:1:12: error: Expected ; at end of declaration
parsing/err-impossible-combination.c:1:12: error: got a
parsing/err-impossible-combination.c:2:11: error: impossible combination of type specifiers: long long long
parsing/err-impossible-combination.c:2:11: error: Trying to use reserved word 'long' as identifier
parsing/err-impossible-combination.c:2:16: error: Expected ; at end of declaration
parsing/err-impossible-combination.c:2:16: error: got b
parsing/err-impossible-combination.c:3:10: error: impossible combination of type specifiers: unsigned signed
parsing/err-impossible-combination.c:3:10: error: Trying to use reserved word 'signed' as identifier
parsing/err-impossible-combination.c:3:17: error: Expected ; at end of declaration
parsing/err-impossible-combination.c:3:17: error: got c
parsing/err-impossible-combination.c:4:6: error: impossible combination of type specifiers: long float
parsing/err-impossible-combination.c:4:6: error: Trying to use reserved word 'float' as identifier
parsing/err-impossible-combination.c:4:12: error: Expected ; at end of declaration
parsing/err-impossible-combination.c:4:12: error: got d
 * check-error-end
 */
