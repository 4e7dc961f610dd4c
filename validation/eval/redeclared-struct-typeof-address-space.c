#define __percpu __attribute__((noderef, address_space(__percpu)))
struct ct { int x; };
extern __percpu __typeof__(struct ct) ctv;
__percpu __typeof__(struct ct) ctv = { 1 };
extern typeof(ctv) ctv;
/*
 * check-name: redeclared struct typeof address space
 */
