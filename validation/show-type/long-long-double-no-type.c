long double long a;
double long long b;
long long double c;
double long double d;
/*
 * check-name: show-type: 'long' after 'long double' is an error and leaves no type; 'double' after 'long long' is refused alone
 * check-command: test-show-type $file
 * check-exit-value: 2
 *
 * check-output-start
;
;
long long;
long double;
 * check-output-end
 *
 * check-error-start
show-type/long-long-double-no-type.c:1:13: error: impossible combination of type specifiers: long long double
show-type/long-long-double-no-type.c:1:13: error: Trying to use reserved word 'long' as identifier
show-type/long-long-double-no-type.c:1:18: error: Expected ; at end of declaration
show-type/long-long-double-no-type.c:1:18: error: got a
show-type/long-long-double-no-type.c:2:13: error: impossible combination of type specifiers: long long double
show-type/long-long-double-no-type.c:2:13: error: Trying to use reserved word 'long' as identifier
show-type/long-long-double-no-type.c:2:18: error: Expected ; at end of declaration
show-type/long-long-double-no-type.c:2:18: error: got b
show-type/long-long-double-no-type.c:3:11: error: impossible combination of type specifiers: long long double
show-type/long-long-double-no-type.c:3:11: error: Trying to use reserved word 'double' as identifier
show-type/long-long-double-no-type.c:3:18: error: Expected ; at end of declaration
show-type/long-long-double-no-type.c:3:18: error: got c
show-type/long-long-double-no-type.c:4:13: error: two or more data types in declaration specifiers
show-type/long-long-double-no-type.c:4:13: error: Trying to use reserved word 'double' as identifier
show-type/long-long-double-no-type.c:4:20: error: Expected ; at end of declaration
show-type/long-long-double-no-type.c:4:20: error: got d
 * check-error-end
 */
