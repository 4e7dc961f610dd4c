// A nested function (GNU C: accepted, as sparse) closes its own scope only: the
// blocks around it stay open, so 'a' is gone after its block.  (Before,
// the block scopes around it were lost, their symbols stayed bound past
// the end of the file and a later file used freed memory: found by
// fuzz/parse.)
static void f(void)
{
	{
		int a;
		static void g(void) { }
		a = 1;
	}
	a = 2;
}
/*
 * check-name: a nested function closes its scope only, not the blocks around it
 * check-command: sparse $file
 *
 * check-error-start
robust/nested-function-scope.c:13:9: error: undefined identifier 'a'
 * check-error-end
 */
