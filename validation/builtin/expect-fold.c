static int v;
static int a3[__builtin_expect(3, 1)];
static int a4[__builtin_expect(4, v)];
static int a5[__builtin_expect(5.9, 0)];
_Static_assert(sizeof(a3) == 3 * sizeof(int), "");
_Static_assert(sizeof(a4) == 4 * sizeof(int), "");
_Static_assert(sizeof(a5) == 5 * sizeof(int), "");
/*
 * check-name: __builtin_expect folds to its constant first argument
 */
