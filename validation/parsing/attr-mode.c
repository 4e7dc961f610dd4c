typedef int di __attribute__((mode(DI)));
typedef unsigned int udi __attribute__((__mode__(__DI__)));
typedef int qi __attribute__((mode(QI)));
di a;
udi b;
qi c;
/*
 * check-name: mode() picks an integer type by size
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
signed long long [addressable] [toplevel] [usertype] a
.align 8
unsigned long long [addressable] [toplevel] [usertype] b
.align 1
signed char [addressable] [toplevel] [usertype] c
 * check-output-end
 * check-error-start
parsing/attr-mode.c:4:4: warning: symbol 'a' was not declared. Should it be static?
parsing/attr-mode.c:5:5: warning: symbol 'b' was not declared. Should it be static?
parsing/attr-mode.c:6:4: warning: symbol 'c' was not declared. Should it be static?
 * check-error-end
 */
