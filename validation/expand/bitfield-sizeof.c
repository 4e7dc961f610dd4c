struct s { unsigned int f : sizeof(int) * 2; int g : 1 ? 3 : 40; };
_Static_assert(sizeof(struct s) == 4, "");
/*
 * check-name: bit-field widths fold sizeof and conditionals
 */
