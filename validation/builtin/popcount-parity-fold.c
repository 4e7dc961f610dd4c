_Static_assert(__builtin_popcount(7) == 3, "popcount");
_Static_assert(__builtin_popcount(-1) == 32, "popcount");
_Static_assert(__builtin_popcountl(-1) == 64, "popcountl");
_Static_assert(__builtin_popcountll(0xf0f0) == 8, "popcountll");
_Static_assert(__builtin_parity(7) == 1, "parity");
_Static_assert(__builtin_parity(-1) == 0, "parity");
_Static_assert(__builtin_parityl(1) == 1, "parityl");
_Static_assert(__builtin_parityll(3) == 0, "parityll");
/*
 * check-name: __builtin_popcount and __builtin_parity fold
 */
