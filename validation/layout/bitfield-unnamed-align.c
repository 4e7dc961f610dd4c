struct s {
	char a;
	int :7;
	int :30;
};
struct t {
	int :3;
};
struct u {
	char a;
	int b:3;
};
_Static_assert(sizeof(struct s) == 8 && _Alignof(struct s) == 1, "s");
_Static_assert(sizeof(struct t) == 1 && _Alignof(struct t) == 1, "t");
_Static_assert(sizeof(struct u) == 4 && _Alignof(struct u) == 4, "u");
/*
 * check-name: an unnamed bit-field does not align the struct
 */
