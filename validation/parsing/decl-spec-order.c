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
unsigned long [addressable] [toplevel] a
unsigned long [addressable] [toplevel] b
signed short [addressable] [toplevel] c
long double [addressable] [toplevel] d
long long [addressable] [toplevel] e
 * check-output-end
 */
