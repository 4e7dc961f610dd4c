struct s {
	char c;
	long long ll;
	double d;
	char e;
};
_Static_assert(__builtin_offsetof(struct s, ll) == 4, "ll");
_Static_assert(__builtin_offsetof(struct s, d) == 12, "d");
_Static_assert(sizeof(struct s) == 24, "size");
_Static_assert(_Alignof(struct s) == 4, "align");
/*
 * check-name: i386: long long members are aligned to 4
 * check-command: sparse -m32 $file
 */
