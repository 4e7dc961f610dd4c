unsigned long long a = 9223372036854775808;
/*
 * check-name: a decimal constant too big for long long
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long long [addressable] [toplevel] a
 = 
	9223372036854775808
 * check-output-end
 *
 * check-error-start
parsing/expr-constant-decimal-big.c:1:24: warning: decimal constant 9223372036854775808 is too big for long long
parsing/expr-constant-decimal-big.c:1:24: warning: decimal constant 9223372036854775808 is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
parsing/expr-constant-decimal-big.c:1:20: warning: symbol 'a' was not declared. Should it be static?
 * check-error-end
 */
