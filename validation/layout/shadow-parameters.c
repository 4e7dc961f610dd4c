enum { EN };
static int gv;
static void w(int EN, int gv) { (void)EN; (void)gv; }
static void p(int q)
{
	{
		int q = 1;
		(void)q;
	}
}
/*
 * check-name: -Wshadow: parameters hide nothing, inner blocks hide them
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
layout/shadow-parameters.c:7:21: warning: symbol 'q' shadows an earlier one
layout/shadow-parameters.c:4:15: originally declared here
 * check-error-end
 */
