struct s {
	char a;
	unsigned short b:9;
};
struct t {
	unsigned int a:20;
	unsigned int b:20;
};
struct u {
	char c[5];
	unsigned long long x:30;
};
_Static_assert(sizeof(struct s) == 4, "s");
_Static_assert(sizeof(struct t) == 8, "t");
_Static_assert(sizeof(struct u) == 16, "u");
/*
 * check-name: a bit-field that would straddle its unit starts the next one
 */
