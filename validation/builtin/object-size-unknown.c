static char *gp;
static int *gq;

static char a0[__builtin_object_size(gp, 0) + 2];
static char a1[__builtin_object_size(gq, 1) + 3];
static char a2[__builtin_object_size(gp, 2) + 4];
static char a3[__builtin_object_size(gq, 3) + 5];
_Static_assert(sizeof(a0) == 1, "type 0: -1");
_Static_assert(sizeof(a1) == 2, "type 1: -1");
_Static_assert(sizeof(a2) == 4, "type 2: 0");
_Static_assert(sizeof(a3) == 5, "type 3: 0");
/*
 * check-name: __builtin_object_size of an unknown object
 */
