#define __percpu __attribute__((noderef, address_space(__percpu)))
struct ct { int x; };
extern __percpu struct ct a;
extern struct ct a;
extern __percpu int b;
int b;
extern __percpu struct ct c;
extern typeof(c) c;
/*
 * check-name: redeclared address space struct and int
 *
 * check-error-start
eval/redeclared-address-space-struct-and-int.c:6:5: error: symbol 'b' redeclared with different type (different address spaces):
eval/redeclared-address-space-struct-and-int.c:6:5:    int [addressable] [toplevel] b
eval/redeclared-address-space-struct-and-int.c:5:21: note: previously declared as:
eval/redeclared-address-space-struct-and-int.c:5:21:    int extern [addressable] [noderef] [toplevel] __percpu b
 * check-error-end
 */
