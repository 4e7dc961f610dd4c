int y[(4,)];
_Static_assert(sizeof(y) == 16, "the comma goes, its left side stays");
int f(int a)
{
	return (a,);
}
/*
 * check-name: a comma without its right side: one error, the left side stays
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/comma-no-right-side.c:1:10: error: No right hand side of ','-expression
parsing/comma-no-right-side.c:5:19: error: No right hand side of ','-expression
 * check-error-end
 */
