_Static_assert(sizeof("ab" "cd") == 5, "concat");
_Static_assert(sizeof(L"ab") == 3 * sizeof(int), "wide");
static int f(void)
{
	return 0;
}
/*
 * check-name: a string literal is a char array
 * check-command: sparse $file
 */
