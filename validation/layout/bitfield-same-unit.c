struct s {
	unsigned int a:3;
	unsigned int b:5;
	unsigned int c:20;
	char d;
};
struct t {
	char c;
	unsigned int x:4;
	char d;
};
_Static_assert(sizeof(struct s) == 8 && _Alignof(struct s) == 4, "s");
_Static_assert(__builtin_offsetof(struct s, d) == 4, "d");
_Static_assert(sizeof(struct t) == 4 && _Alignof(struct t) == 4, "t");
_Static_assert(__builtin_offsetof(struct t, d) == 2, "t.d");
/*
 * check-name: bit-fields share the unit of their type while they fit
 */
