struct s {
	char c;
	__int128 i;
};
_Static_assert(sizeof(__int128) == 16 && _Alignof(__int128) == 8, "int128");
_Static_assert(sizeof(unsigned __int128) == 16, "unsigned");
_Static_assert(__builtin_offsetof(struct s, i) == 8 && sizeof(struct s) == 24, "s");
/*
 * check-name: __int128 is aligned as long (as sparse has it, not as GCC)
 */
