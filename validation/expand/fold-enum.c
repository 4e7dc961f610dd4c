enum { A = 5, B, C = A + B, D = C << 2 };
_Static_assert(C == 11, "");
_Static_assert(D == 44, "");
_Static_assert(sizeof(A) == 4, "");
enum big { E = 0x100000000 };
_Static_assert(sizeof(E) == 8, "");
/*
 * check-name: enumerators are constants usable in later ones
 */
