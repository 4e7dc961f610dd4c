static float __attribute__((bitwise)) x;
typedef struct s __attribute__((bitwise)) s1;
typedef __attribute__((bitwise)) x1;
/*
 * check-name: -Wno-bitwise: no invalid modifier
 * check-command: sparse -Wno-bitwise $file
 *
 * check-error-start
parsing/attr-bitwise-invalid-modifier-off.c:3:34: warning: 'x1' has implicit type
 * check-error-end
 */
