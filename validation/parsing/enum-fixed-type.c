enum small : unsigned char { S0, S1 };
enum small s;
/*
 * check-name: C23: an enum with a fixed underlying type
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
.align 1
unsigned char enum small [addressable] [toplevel] s
 * check-output-end
 * check-error-start
parsing/enum-fixed-type.c:2:12: warning: symbol 's' was not declared. Should it be static?
 * check-error-end
 */
