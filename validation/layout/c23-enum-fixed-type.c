enum small : unsigned char { S0, S1 = 200 };
enum wide : long long { W0 };
_Static_assert(sizeof(enum small) == 1 && _Alignof(enum small) == 1, "small");
_Static_assert(sizeof(enum wide) == 8, "wide");
_Static_assert((enum small)-1 > 0, "unsigned");
/*
 * check-name: C23: an enum with a fixed type has that type's size
 * check-command: sparse -std=c23 $file
 * check-note: sparse 0.6.4 knows no C23; the sizes are the standard's
 */
