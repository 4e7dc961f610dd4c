struct s {
	char c;
	int i;
	char d;
	long l;
	short s;
};
_Static_assert(__builtin_offsetof(struct s, i) == 4, "i");
_Static_assert(__builtin_offsetof(struct s, d) == 8, "d");
_Static_assert(__builtin_offsetof(struct s, l) == 16, "l");
_Static_assert(__builtin_offsetof(struct s, s) == 24, "s");
_Static_assert(sizeof(struct s) == 32, "size");
_Static_assert(_Alignof(struct s) == 8, "align");
/*
 * check-name: members are padded to their alignment, the struct to its own
 */
