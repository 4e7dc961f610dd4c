_Static_assert((1 << 32) == 1, "a");
_Static_assert((1 << 32) == 0, "b");
_Static_assert((1 << 31) < 0, "c");
_Static_assert((-1 >> 1) == -1, "d");
_Static_assert((-1u >> 1) == 0x7fffffff, "e");
_Static_assert((1L << 40) != 0, "f");
_Static_assert((1 << -1) == 0, "g");
_Static_assert((1 >> 40) == 0, "h");
_Static_assert((1ULL << 63) > 0, "i");
_Static_assert((-8 >> 1) == -4, "j");
_Static_assert(((char)1 << 8) == 256, "k");
_Static_assert((-1L >> 63) == -1, "l");
_Static_assert((1L << 32) == 0, "m");
/*
 * check-name: shifts by the width or more are no integer constant (-m64)
 * check-command: sparse -m64 $file
 *
 * check-error-start
expand/shift-too-big-not-constant-m64.c:1:26: error: bad constant expression
expand/shift-too-big-not-constant-m64.c:2:26: error: bad constant expression
expand/shift-too-big-not-constant-m64.c:7:26: error: bad constant expression
expand/shift-too-big-not-constant-m64.c:8:26: error: bad constant expression
expand/shift-too-big-not-constant-m64.c:13:27: error: static assertion failed: "m"
 * check-error-end
 */
