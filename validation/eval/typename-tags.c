struct s { int a; };
union u { int a; };
enum e { E0 };
static struct { int x; } anon;

static void f(struct s *ps, union u uu, enum e ee)
{
	long *l;

	l = ps;
	l = uu;
	l = ee;
	l = &anon;
	l = anon;
}
/*
 * check-name: struct, union, enum and anonymous struct types
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-tags.c:10:11: warning: incorrect type in assignment (different base types)
eval/typename-tags.c:10:11:    expected long *l
eval/typename-tags.c:10:11:    got struct s *ps
eval/typename-tags.c:11:11: warning: incorrect type in assignment (different base types)
eval/typename-tags.c:11:11:    expected long *l
eval/typename-tags.c:11:11:    got union u uu
eval/typename-tags.c:12:11: warning: incorrect type in assignment (different base types)
eval/typename-tags.c:12:11:    expected long *l
eval/typename-tags.c:12:11:    got unsigned int enum e ee
eval/typename-tags.c:13:11: warning: incorrect type in assignment (different base types)
eval/typename-tags.c:13:11:    expected long *l
eval/typename-tags.c:13:11:    got struct <noident> *
eval/typename-tags.c:14:11: warning: incorrect type in assignment (different base types)
eval/typename-tags.c:14:11:    expected long *l
eval/typename-tags.c:14:11:    got struct <noident> static [addressable] [toplevel] anon
 * check-error-end
 */
