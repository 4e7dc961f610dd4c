static int v, arr[4];
static const int k = 3;
static const int *const kp = &k;
static void g(void);
enum { E = 1 };

_Static_assert(__builtin_constant_p(&arr[1]) == 0, "&arr[1]");
_Static_assert(__builtin_constant_p("abc"[0]) == 0, "\"abc\"[0]");
_Static_assert(__builtin_constant_p((int)1.5) == 1, "(int)1.5");
_Static_assert(__builtin_constant_p(1 ? 2 : v) == 1, "1 ? 2 : v");
_Static_assert(__builtin_constant_p(v * 0) == 0, "v * 0");
_Static_assert(__builtin_constant_p(({ v; 1; })) == 0, "({ v; 1; })");
_Static_assert(__builtin_constant_p(__builtin_constant_p(v)) == 1,
	       "__builtin_constant_p(v)");
_Static_assert(__builtin_constant_p(g) == 0, "g");
_Static_assert(__builtin_constant_p(&g) == 0, "&g");
_Static_assert(__builtin_constant_p(kp) == 0, "kp");
_Static_assert(__builtin_constant_p(arr) == 0, "arr");
_Static_assert(__builtin_constant_p(E + sizeof(arr)) == 1, "E + sizeof(arr)");
_Static_assert(__builtin_constant_p(0 ? v : 2) == 1, "0 ? v : 2");
_Static_assert(__builtin_constant_p(v && 0) == 0, "v && 0");
_Static_assert(__builtin_constant_p(1 || v) == 1, "1 || v");
_Static_assert(__builtin_constant_p((char *)0 + 1) == 1, "(char *)0 + 1");
_Static_assert(__builtin_constant_p(1.0 / 3) == 1, "1.0 / 3");
_Static_assert(__builtin_constant_p(__builtin_expect(1, 1)) == 1,
	       "__builtin_expect(1, 1)");
_Static_assert(__builtin_constant_p(__builtin_object_size(arr, 0)) == 1,
	       "__builtin_object_size(arr, 0)");
_Static_assert(__builtin_constant_p(__builtin_strlen("x")) == 0,
	       "__builtin_strlen(\"x\")");
_Static_assert(__builtin_constant_p((v, 1)) == 0, "(v, 1)");
_Static_assert(__builtin_constant_p(&k) == 0, "&k");
_Static_assert(__builtin_constant_p(*&k) == 0, "*&k");
_Static_assert(__builtin_constant_p((long)&arr) == 0, "(long)&arr");
_Static_assert(__builtin_constant_p(&arr[0] - &arr[0]) == 0,
	       "&arr[0] - &arr[0]");
_Static_assert(__builtin_constant_p((struct s *)0) == 1, "(struct s *)0");
_Static_assert(__builtin_constant_p(__builtin_bswap32(v) * 0) == 0,
	       "__builtin_bswap32(v) * 0");
_Static_assert(__builtin_constant_p((void *)&v) == 0, "(void *)&v");
_Static_assert(__builtin_constant_p(-1.0) == 1, "-1.0");
_Static_assert(__builtin_constant_p(~0U) == 1, "~0U");
_Static_assert(__builtin_constant_p(E) == 1, "E");
/*
 * check-name: __builtin_constant_p of expressions that fold or not
 */
