enum small : unsigned char { S0, S1 = 200 };
enum wide : long long { W0 };
_Static_assert(sizeof(S1) == 1 && sizeof(W0) == 8, "members");
/*
 * check-name: C23: the members of an enum with a fixed type have that type
 * check-command: sparse -std=c23 $file
 * check-note: sparse 0.6.4 knows no C23; C23 6.7.2.2p5 says so
 */
