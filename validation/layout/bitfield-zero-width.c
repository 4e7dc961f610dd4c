struct s {
	char a;
	int :0;
	char b;
};
struct t {
	char a;
	long long :0;
	char b;
};
_Static_assert(__builtin_offsetof(struct s, b) == 4, "s.b");
_Static_assert(sizeof(struct s) == 5 && _Alignof(struct s) == 1, "s");
_Static_assert(__builtin_offsetof(struct t, b) == 8, "t.b");
_Static_assert(sizeof(struct t) == 9, "t");
/*
 * check-name: an unnamed :0 bit-field closes the unit of its type
 */
