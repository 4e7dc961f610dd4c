typedef int di __attribute__((mode(DI)));
typedef unsigned int udi __attribute__((__mode__(__DI__)));
typedef int qi __attribute__((mode(QI)));
di a;
udi b;
qi c;
/*
 * check-name: mode() picks an integer type by size
 * check-command: test-parsing $file
 *
 * check-output-start
long [addressable] [toplevel] [usertype] a
unsigned long [addressable] [toplevel] [usertype] b
signed char [addressable] [toplevel] [usertype] c
 * check-output-end
 */
