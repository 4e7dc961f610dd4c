struct s { char c; int i; };
_Static_assert(sizeof(int[3]) == 12, "int[3]");
_Static_assert(sizeof(char[2][3][4]) == 24, "char[2][3][4]");
_Static_assert(sizeof(struct s[5]) == 40, "struct s[5]");
_Static_assert(_Alignof(struct s[5]) == 4, "align");
_Static_assert(sizeof(int *[4]) == 32, "pointers");
_Static_assert(sizeof(int (*)[4]) == 8, "pointer to array");
_Static_assert(sizeof(_Bool[3]) == 3, "a _Bool takes a byte");
/*
 * check-name: arrays: count times the element, nested dimensions multiply
 */
