struct s {
	char c;
	int a[];
};
struct t {
	int n;
	char a[];
};
_Static_assert(sizeof(struct s) == 4 && _Alignof(struct s) == 4, "s");
_Static_assert(__builtin_offsetof(struct s, a) == 4, "s.a");
_Static_assert(sizeof(struct t) == 4, "t");
_Static_assert(__builtin_offsetof(struct t, a) == 4, "t.a");
/*
 * check-name: a flexible array member adds alignment, not size
 */
