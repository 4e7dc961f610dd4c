typedef int __attribute__((bitwise)) be32;
enum e4 { G = (__attribute__((force)) be32) 1, H };
/*
 * check-name: a bitwise enumerator has no next value
 * check-exit-value: 1
 *
 * check-error-start
parsing/enum-increment-restricted.c:2:48: error: can't increment the last enum member
 * check-error-end
 */
