typedef int __attribute__((bitwise)) be32;
#define B(x) ((__attribute__((force)) be32) (x))
enum e1 { A1 = B(1), A2 = 2, A3 = 3 };
enum e2 { C1 = 2, C2 = B(1), C3 = 3 };
enum e3 { D1, D2 = B(1) };
enum e4 { E1 = B(1), E2 = B(2) | B(4) };
/*
 * check-name: enumerators of bitwise and plain values are warned about once
 *
 * check-error-start
parsing/enum-mixed-bitwiseness.c:3:27: warning: mixed bitwiseness
parsing/enum-mixed-bitwiseness.c:4:24: warning: mixed bitwiseness
parsing/enum-mixed-bitwiseness.c:5:20: warning: mixed bitwiseness
 * check-error-end
 */
