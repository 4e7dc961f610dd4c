int long unsigned a;
long unsigned int b;
short signed c;
double long d;
long int long e;
/*
 * check-name: type specifiers in any order make the same type
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
unsigned long [addressable] [toplevel] a
.align 8
unsigned long [addressable] [toplevel] b
.align 2
signed short [addressable] [toplevel] c
.align 16
long double [addressable] [toplevel] d
.align 8
long long [addressable] [toplevel] e
 * check-output-end
 */
