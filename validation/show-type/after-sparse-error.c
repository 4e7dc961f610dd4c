static int f(int *p)
{
	return p == 0;
}
static int x = 1 << 40;
/*
 * check-name: test-show-type prints the symbols after -Wsparse-error made a warning an error
 * check-command: test-show-type -Wsparse-error $file
 *
 * check-output-start
int static [signed] [toplevel] f( ... );
int static [toplevel] x;
 * check-output-end
 *
 * check-error-start
show-type/after-sparse-error.c:3:21: error: Using plain integer as NULL pointer
 * check-error-end
 */
