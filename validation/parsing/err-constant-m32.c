long long a = 4294967295;
/*
 * check-name: a decimal constant past LONG_MAX on a 32-bit target
 * check-command: test-parsing --ast -m32 $file
 *
 * check-output-start
.align 4
long long [addressable] [toplevel] a
 = 
	4294967295
 * check-output-end
 *
 * check-error-start
parsing/err-constant-m32.c:1:15: warning: decimal constant 4294967295 is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
parsing/err-constant-m32.c:1:11: warning: symbol 'a' was not declared. Should it be static?
 * check-error-end
 */
