static const volatile int cvi;
static typeof_unqual(cvi) u;
static typeof(cvi) q;
_Static_assert(_Generic(&u, int *: 1, default: 0), "unqual");
_Static_assert(_Generic(&q, const volatile int *: 1, default: 0), "qual");
/*
 * check-name: C23: typeof_unqual drops the qualifiers typeof keeps
 * check-command: sparse -std=c23 $file
 * check-note: sparse 0.6.4 knows no C23; GCC 13 agrees
 */
