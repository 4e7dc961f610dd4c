static char x[2][3] = { { "ab" }, "cd" };
static char y[][4] = { "abc", { "de" }, "f" };
_Static_assert(sizeof(y) == 12, "y");
/*
 * check-name: strings in braces for the rows of a char matrix
 * check-command: sparse $file
 */
