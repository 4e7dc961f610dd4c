struct a { char c; int x; } __attribute__((packed));
struct b { char c; int x __attribute__((packed)); short s; };
struct c { char c; int x __attribute__((aligned(8))); } __attribute__((packed));
struct d { char c; struct { char d; int y; } __attribute__((packed)) x; };
struct e { char c; int x; } __attribute__((packed, aligned(4)));
union f { char c[5]; int x; } __attribute__((packed));
_Static_assert(sizeof(struct a) == 5 && _Alignof(struct a) == 1, "a");
_Static_assert(__builtin_offsetof(struct b, x) == 1 && __builtin_offsetof(struct b, s) == 6, "b");
_Static_assert(sizeof(struct b) == 8 && _Alignof(struct b) == 2, "b size");
_Static_assert(sizeof(struct c) == 5, "c");
_Static_assert(sizeof(struct d) == 6 && _Alignof(struct d) == 1, "d");
_Static_assert(sizeof(struct e) == 8 && _Alignof(struct e) == 4, "e");
_Static_assert(sizeof(union f) == 5 && _Alignof(union f) == 1, "f");
/*
 * check-name: packed structs and members: every member at alignment 1
 */
