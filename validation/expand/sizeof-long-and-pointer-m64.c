_Static_assert(sizeof(long) + sizeof(void *) == 16, "long + ptr 16");
_Static_assert(sizeof(long long) == 8, "long long 8");
_Static_assert(sizeof(unsigned long) == sizeof(__SIZE_TYPE__), "size_t is ulong");
/*
 * check-name: sizeof(long) and sizeof(void *) follow the model (-m64)
 * check-command: sparse -m64 $file
 */
