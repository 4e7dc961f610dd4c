struct s {
	char c;
	union {
		int i;
		char b[6];
	};
	char d;
};
_Static_assert(sizeof(struct s) == 16, "size");
_Static_assert(__builtin_offsetof(struct s, i) == 4, "i");
_Static_assert(__builtin_offsetof(struct s, b) == 4, "b");
_Static_assert(__builtin_offsetof(struct s, d) == 12, "d");
/*
 * check-name: members of an anonymous struct or union are laid out in place
 */
