typedef unsigned int __attribute__((bitwise)) le32;
typedef unsigned short __attribute__((bitwise)) le16;
enum e1 { A = (__attribute__((force)) le32)1, B = (__attribute__((force)) le32)2 };
enum e2 { C = (__attribute__((force)) le16)1 };
_Static_assert(sizeof(enum e1) == 4, "e1");
_Static_assert(sizeof(enum e2) == 4 && _Alignof(enum e2) == 4, "e2");
_Static_assert(sizeof(C) == 2, "C");
/*
 * check-name: an enum of bitwise values is based on their bitwise type, at least int-sized
 */
