struct in {
	char c;
	short s;
};
struct out {
	char a;
	struct in in;
	char b;
	struct {
		int x;
		char y;
	} anon;
	char z;
};
_Static_assert(sizeof(struct in) == 4 && _Alignof(struct in) == 2, "in");
_Static_assert(__builtin_offsetof(struct out, in) == 2, "in");
_Static_assert(__builtin_offsetof(struct out, b) == 6, "b");
_Static_assert(__builtin_offsetof(struct out, anon) == 8, "anon");
_Static_assert(__builtin_offsetof(struct out, z) == 16, "z");
_Static_assert(sizeof(struct out) == 20, "size");
/*
 * check-name: a nested struct keeps its size and alignment
 */
