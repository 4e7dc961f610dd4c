struct s { int a; };
struct t { int a; };
static struct s g;
static struct t ta;

static void k(void)
{
	g = ta;
}
/*
 * check-name: assigning a struct of another tag
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-struct-different-tag.c:8:11: warning: incorrect type in assignment (invalid types)
eval/assign-struct-different-tag.c:8:11:    expected struct s static [toplevel] g
eval/assign-struct-different-tag.c:8:11:    got struct t static [toplevel] ta
 * check-error-end
 */
