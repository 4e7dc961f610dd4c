typedef int T2 __attribute__((aligned(2)));
typedef int T16 __attribute__((aligned(16)));
struct a { char c; int x __attribute__((aligned(2))); };
struct b { char c; T2 x; };
struct c { char c; T16 x; };
struct d { char c; T16 x __attribute__((aligned(4))); };
struct e { char c; long long x __attribute__((aligned(4))); };
struct f { int x; } __attribute__((aligned(2)));
struct g { int x; } __attribute__((aligned(16)));
struct h { char c; int x __attribute__((aligned)); };
_Static_assert(sizeof(struct a) == 6 && _Alignof(struct a) == 2, "a");
_Static_assert(sizeof(struct b) == 6, "b");
_Static_assert(sizeof(struct c) == 32 && _Alignof(T16) == 16, "c");
_Static_assert(sizeof(struct d) == 32, "d");
_Static_assert(sizeof(struct e) == 12 && _Alignof(struct e) == 4, "e");
_Static_assert(sizeof(struct f) == 4 && _Alignof(struct f) == 2, "f");
_Static_assert(sizeof(struct g) == 16 && _Alignof(struct g) == 16, "g");
_Static_assert(sizeof(struct h) == 32 && _Alignof(struct h) == 16, "h");
/*
 * check-name: aligned on members, typedefs and structs: sparse lets it lower the alignment
 */
