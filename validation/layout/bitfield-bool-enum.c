enum e { A, B, C };
struct s {
	_Bool a:1;
	_Bool b:1;
	enum e c:2;
	char d;
};
_Static_assert(sizeof(struct s) == 4 && _Alignof(struct s) == 4, "s");
_Static_assert(__builtin_offsetof(struct s, d) == 2, "d");
/*
 * check-name: bit-fields of _Bool are one bit wide units, enum ones their base type
 */
