_Static_assert(sizeof(struct { char c; long l; }) == 16, "struct 16");
/*
 * check-name: padding before a long member (-m64)
 * check-command: sparse -m64 $file
 */
