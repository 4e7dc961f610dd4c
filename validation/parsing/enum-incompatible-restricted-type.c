typedef int __attribute__((bitwise)) be32;
typedef int __attribute__((bitwise)) le32;
enum e2 { C = (__attribute__((force)) be32) 1, D = (__attribute__((force)) le32) 2 };
#define B(x) ((__attribute__((force)) be32) (x))
#define L(x) ((__attribute__((force)) le32) (x))
enum e3 { D1 = B(1), D2 = L(2), D3 = B(3) };
/*
 * check-name: enumerators of two bitwise types are an error
 *
 * check-error-start
parsing/enum-incompatible-restricted-type.c:3:53: error: incompatible restricted type
parsing/enum-incompatible-restricted-type.c:3:53:    expected: restricted be32
parsing/enum-incompatible-restricted-type.c:3:53:         got: restricted le32
parsing/enum-incompatible-restricted-type.c:6:27: error: incompatible restricted type
parsing/enum-incompatible-restricted-type.c:6:27:    expected: restricted be32
parsing/enum-incompatible-restricted-type.c:6:27:         got: restricted le32
 * check-error-end
 */
