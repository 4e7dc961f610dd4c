typedef unsigned int uint;
static int x;

_Static_assert([typeof(x)] == [int], "typeof(x) is int");
_Static_assert([uint] == [unsigned int], "a typedef is its type");
_Static_assert([int] != [long], "int is not long");
_Static_assert([int *] == [typeof(&x)], "pointers");
_Static_assert([int[3]] == [int[4]], "array sizes do not count");
_Static_assert([const int] == [int], "nor qualifiers at the top");
_Static_assert([const int *] != [int *], "below, they do");
_Static_assert([unsigned char] != [signed char], "signedness");

static int f(int a)
{
	int arr[[int] == [int] ? 2 : 3];

	if ([typeof(a)] == [int])
		return sizeof(arr);
	return 0;
}
/*
 * check-name: sparse's type expression: [type] == [type] and != are constants
 * check-command: sparse $file
 */
