struct a { char c; int x __attribute__((packed, aligned(2))); };
struct b { char c; int x __attribute__((aligned(2))) __attribute__((packed)); };
struct c { char c; int x __attribute__((aligned(8))); } __attribute__((packed));
_Static_assert(sizeof(struct a) == 6 && _Alignof(struct a) == 2, "a");
_Static_assert(__builtin_offsetof(struct a, x) == 2, "a.x");
_Static_assert(sizeof(struct b) == 6, "b");
_Static_assert(sizeof(struct c) == 5 && _Alignof(struct c) == 1, "c");
/*
 * check-name: a packed member keeps an alignment given with it; a packed struct does not
 */
