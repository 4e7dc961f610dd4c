struct s {
	char c[3];
	long long x:33;
};
struct t {
	char c[5];
	long long x:30;
};
struct u {
	char c;
	long long x:3;
};
_Static_assert(sizeof(struct s) == 8 && _Alignof(struct s) == 4, "s");
_Static_assert(sizeof(struct t) == 12, "t");
_Static_assert(sizeof(struct u) == 4, "u");
/*
 * check-name: i386: long long bit-fields use 8-byte units, aligned to 4
 * check-command: sparse -m32 $file
 */
