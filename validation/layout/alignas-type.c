struct s { long x; };
struct t { char c; _Alignas(struct s) char d; };
struct u { char c; _Alignas(double) char d; };
typedef int A3[3];
struct v { char c; _Alignas(A3) char d; };
struct w { char c; _Alignas(8) char d; };
struct x { char c; _Alignas(long double) char d; };
_Static_assert(__builtin_offsetof(struct t, d) == 8, "t");
_Static_assert(__builtin_offsetof(struct u, d) == 8, "u");
_Static_assert(__builtin_offsetof(struct v, d) == 4, "v");
_Static_assert(__builtin_offsetof(struct w, d) == 8, "w");
_Static_assert(__builtin_offsetof(struct x, d) == 16, "x");
_Static_assert(_Alignof(struct t) == 8, "at");
/*
 * check-name: _Alignas(type) aligns as the type, a struct too
 */
