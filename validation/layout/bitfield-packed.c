struct s {
	char a;
	int b:4;
	int c:30;
} __attribute__((packed));
struct t {
	char a;
	long long b:60;
} __attribute__((packed));
struct u {
	char a;
	int b:4 __attribute__((packed));
	int c:30;
};
_Static_assert(sizeof(struct s) == 6 && _Alignof(struct s) == 1, "s");
_Static_assert(sizeof(struct t) == 9, "t");
_Static_assert(sizeof(struct u) == 8 && _Alignof(struct u) == 4, "u");
/*
 * check-name: bit-fields of a packed struct follow each other bit by bit
 */
