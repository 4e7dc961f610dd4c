typedef int T16 __attribute__((aligned(16)));
typedef int T2 __attribute__((aligned(2)));
static T16 v;
static const short cs;
struct a { char c; typeof(T16) x; };
struct b { char c; typeof(v) x; };
struct c { char c; typeof(T2) x; };
struct d { char c; typeof(cs) x; typeof(cs + 1) y; };
_Static_assert(sizeof(struct a) == 32 && _Alignof(struct a) == 16, "a");
_Static_assert(sizeof(struct b) == 8 && _Alignof(struct b) == 4, "b");
_Static_assert(sizeof(struct c) == 6 && _Alignof(struct c) == 2, "c");
_Static_assert(sizeof(struct d) == 8 && __builtin_offsetof(struct d, y) == 4, "d");
/*
 * check-name: typeof in struct members: of a type keeps its alignment, of an expression not
 */
