struct b1 { char a; int b:4; char c; };
struct b2 { int a:31; int b:2; };
struct b3 { char a:4; char b:6; };
struct b4 { long a:40; int b:30; };
struct b5 { int a:3; int :0; int b:3; };
struct b6 { char c; int :0; char d; };
_Static_assert(sizeof(struct b1) == 4, "b1");
_Static_assert(sizeof(struct b2) == 8, "b2");
_Static_assert(sizeof(struct b3) == 2, "b3");
_Static_assert(sizeof(struct b4) == 16, "b4");
_Static_assert(sizeof(struct b5) == 8, "b5");
_Static_assert(sizeof(struct b6) == 5, "b6");
/*
 * check-name: bitfield layouts agree with gcc
 * check-command: sparse $file
 */
