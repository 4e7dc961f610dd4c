_Static_assert(-1L < 0U, "long vs unsigned");
_Static_assert(-1L > 0UL, "long vs ulong");
/*
 * check-name: long against unsigned: the usual conversions by width (-m64)
 * check-command: sparse -m64 $file
 */
