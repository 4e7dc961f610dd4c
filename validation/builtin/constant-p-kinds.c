static int g;
static int arr[4];
_Static_assert(__builtin_constant_p(&g), "addr");
_Static_assert(__builtin_constant_p("abc"), "string");
_Static_assert(__builtin_constant_p(1.5), "float");
_Static_assert(__builtin_constant_p(sizeof(arr)), "sizeof");
_Static_assert(__builtin_constant_p(g), "var");
_Static_assert(__builtin_constant_p((void *)0), "null");
_Static_assert(__builtin_constant_p(&arr[2]), "addr elem");
_Static_assert(__builtin_constant_p(1 ? 2 : g), "cond");
_Static_assert(__builtin_constant_p((1, 2)), "comma");
_Static_assert(__builtin_constant_p(({ 1; })), "stmt expr");
_Static_assert(__builtin_constant_p("abc"[1]), "string index");
_Static_assert(__builtin_constant_p(arr), "array");
_Static_assert(__builtin_constant_p(__builtin_constant_p(g)), "nested");
/*
 * check-name: __builtin_constant_p of addresses, strings, floats, conditionals
 *
 * check-error-start
builtin/constant-p-kinds.c:3:36: error: static assertion failed: "addr"
builtin/constant-p-kinds.c:7:36: error: static assertion failed: "var"
builtin/constant-p-kinds.c:9:36: error: static assertion failed: "addr elem"
builtin/constant-p-kinds.c:13:36: error: static assertion failed: "string index"
builtin/constant-p-kinds.c:14:36: error: static assertion failed: "array"
 * check-error-end
 */
