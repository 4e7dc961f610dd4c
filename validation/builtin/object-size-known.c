static struct t { int a; int b; } t;
static char buf[10];
static int ia[4];
static char *p = buf + 3;

static char a1[__builtin_object_size(buf, 0)];
static char a2[__builtin_object_size(buf + 2, 0)];
static char a3[__builtin_object_size(&t, 0)];
static char a4[__builtin_object_size(&t.b, 0)];
static char a5[__builtin_object_size(&ia[1], 0)];
static char a6[__builtin_object_size(ia + 1, 2)];
static char a7[__builtin_object_size("abc", 0)];
static char a8[__builtin_object_size((char *)&t + 1, 0)];
_Static_assert(sizeof(a1) == 10, "array");
_Static_assert(sizeof(a2) == 8, "array + 2");
_Static_assert(sizeof(a3) == 8, "struct");
_Static_assert(sizeof(a4) == 4, "member");
_Static_assert(sizeof(a5) == 12, "element");
_Static_assert(sizeof(a6) == 12, "type 2");
_Static_assert(sizeof(a7) == 4, "string");
_Static_assert(sizeof(a8) == 7, "cast");
/*
 * check-name: __builtin_object_size of a known object
 */
