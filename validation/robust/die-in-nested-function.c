// A fatal error (a tag redefined) inside a GNU nested function inside a
// block: the block scopes of the outer function stayed bound to their
// identifiers after the way out (fuzz/parse: a use after free in the
// next input).  A function scope now leads back to the block it is in;
// fuzz/parse-fuzzer on this file shows it.  Here, the exit as sparse's.
void f(void)
{
	{
		int x;
		void g(void)
		{
			struct s { int a; };
			struct s { int b; };
		}
	}
}
/*
 * check-name: a fatal error in a nested function within a block: every scope is left
 * check-exit-value: 1
 *
 * check-error-start
robust/die-in-nested-function.c:13:34: error: redefinition of struct s
 * check-error-end
 */
