struct s { int a; char b; };
_Static_assert(sizeof(struct s) == 8, "");
_Static_assert(sizeof(char[10]) == 10, "");
_Static_assert(_Alignof(double) == 8, "");
_Static_assert(__builtin_offsetof(struct s, b) == 4, "");
_Static_assert(sizeof(struct s[3]) == 24, "");
static int v;
_Static_assert(sizeof(v = 3) == 4, "");
_Static_assert(sizeof(short) + sizeof(char) == 3, "");
/*
 * check-name: sizeof, alignof and offsetof are constants
 */
