struct a { char c; int i; };
struct b { char c; int i; } __attribute__((packed));
struct c { char c; long l __attribute__((aligned(16))); };
struct d { unsigned x:3; unsigned y:5; unsigned z:25; };
struct e { char c; struct { short s; } in; };
struct f { int a; char b[]; };
struct g { char c; } __attribute__((aligned(8)));
union u { char c[5]; int i; };
struct h { unsigned char a:1; unsigned int b:31; char c; };
struct k { long long ll; char c; };
_Static_assert(sizeof(struct a) == 8, "a");
_Static_assert(sizeof(struct b) == 5, "b");
_Static_assert(sizeof(struct c) == 32, "c");
_Static_assert(__alignof__(struct c) == 16, "c align");
_Static_assert(sizeof(struct d) == 8, "d");
_Static_assert(sizeof(struct e) == 4, "e");
_Static_assert(sizeof(struct f) == 4, "f");
_Static_assert(sizeof(struct g) == 8, "g");
_Static_assert(sizeof(union u) == 8, "u");
_Static_assert(sizeof(struct h) == 8, "h");
_Static_assert(sizeof(struct k) == 16, "k");
_Static_assert(__builtin_offsetof(struct c, l) == 16, "c.l");
_Static_assert(__builtin_offsetof(struct e, in.s) == 2, "e.in.s");
_Static_assert(sizeof(long double) == 16 && __alignof__(long double) == 16, "ld");
_Static_assert(sizeof(_Bool) == 1 && sizeof(void *) == 8, "base");
/*
 * check-name: struct layouts agree with gcc: packed, aligned, bitfields, unions
 * check-command: sparse $file
 */
