typedef unsigned int u32;
typedef u32 __attribute__((bitwise)) be32;
typedef enum { X } __attribute__((bitwise)) e1;
typedef _Bool __attribute__((bitwise)) b1;
typedef union { int a; } __attribute__((bitwise)) un;
typedef int * __attribute__((bitwise)) p1;
typedef float (__attribute__((bitwise)) f4);
typedef float f5 __attribute__((bitwise));

static float __attribute__((bitwise)) x;
typedef float __attribute__((bitwise)) f1, f2;
typedef __attribute__((bitwise)) float f3;
typedef double __attribute__((bitwise)) *pd;
typedef float __attribute__((bitwise));
typedef float __attribute__((bitwise)) af[2];
typedef struct s __attribute__((bitwise)) s1;
typedef void __attribute__((bitwise)) v1;
typedef be32 __attribute__((bitwise)) bb;
typedef __attribute__((bitwise)) x1;
typedef typeof(1) __attribute__((bitwise)) ti;
static int f(void) { return sizeof(float __attribute__((bitwise))); }
/*
 * check-name: bitwise on a type not an integer or enum is an invalid modifier
 *
 * check-error-start
parsing/attr-bitwise-invalid-modifier.c:10:39: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:11:40: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:12:40: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:13:41: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:14:39: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:15:40: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:16:43: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:17:39: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:18:39: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:19:34: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:20:44: error: invalid modifier
parsing/attr-bitwise-invalid-modifier.c:21:66: error: invalid modifier
 * check-error-end
 */
