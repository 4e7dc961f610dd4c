_Static_assert((long)(unsigned)-1 == 4294967295L, "long of uint -1");
_Static_assert((long)-1 < 0, "long -1");
/*
 * check-name: (long)(unsigned)-1 is positive only when long is wider (-m64)
 * check-command: sparse -m64 $file
 */
