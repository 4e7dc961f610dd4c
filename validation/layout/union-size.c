union u {
	char c[5];
	int i;
	short s;
};
union v {
	char c;
	double d;
	char e[9];
};
_Static_assert(sizeof(union u) == 8 && _Alignof(union u) == 4, "u");
_Static_assert(sizeof(union v) == 16 && _Alignof(union v) == 8, "v");
_Static_assert(__builtin_offsetof(union v, e) == 0, "e");
/*
 * check-name: a union is as big as its largest member, rounded to its alignment
 */
