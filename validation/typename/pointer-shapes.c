typedef unsigned short __attribute__((bitwise)) le16;
struct s { int x; };
static char a[2];
static int b[3][4];
static int (*fp)(int, char);
static int *(*fpa[2])(void);
static le16 l;
static const volatile int cv;
static int *const cp;
static struct s ss;
static int f(int n)
{
	int vla[n];
	struct s *p = 0;
	p = a;
	p = b;
	p = fp;
	p = fpa;
	p = ~l;
	p = &cv;
	p = cp;
	p = vla;
	p = &ss;
	p = "abc";
	p = 1.0;
	p = (char)1;
	p = f;
	return 0;
}
/*
 * check-name: types in messages: pointers to arrays and functions, qualifiers, fouled types
 * check-command: sparse $file
 *
 * check-error-start
typename/pointer-shapes.c:13:17: warning: Variable length array is used.
typename/pointer-shapes.c:14:23: warning: Using plain integer as NULL pointer
typename/pointer-shapes.c:15:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:15:11:    expected struct s *p
typename/pointer-shapes.c:15:11:    got char *
typename/pointer-shapes.c:16:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:16:11:    expected struct s *p
typename/pointer-shapes.c:16:11:    got int ( * )[4]
typename/pointer-shapes.c:17:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:17:11:    expected struct s *p
typename/pointer-shapes.c:17:11:    got int ( *static [toplevel] fp )( ... )
typename/pointer-shapes.c:18:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:18:11:    expected struct s *p
typename/pointer-shapes.c:18:11:    got int *( ** )( ... )
typename/pointer-shapes.c:19:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:19:11:    expected struct s *p
typename/pointer-shapes.c:19:11:    got fouled restricted le16
typename/pointer-shapes.c:20:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:20:11:    expected struct s *p
typename/pointer-shapes.c:20:11:    got int const volatile *
typename/pointer-shapes.c:21:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:21:11:    expected struct s *p
typename/pointer-shapes.c:21:11:    got int *static const [toplevel] cp
typename/pointer-shapes.c:22:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:22:11:    expected struct s *p
typename/pointer-shapes.c:22:11:    got int *
typename/pointer-shapes.c:24:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:24:11:    expected struct s *[assigned] p
typename/pointer-shapes.c:24:11:    got char *
typename/pointer-shapes.c:25:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:25:11:    expected struct s *[assigned] p
typename/pointer-shapes.c:25:11:    got double
typename/pointer-shapes.c:26:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:26:11:    expected struct s *[assigned] p
typename/pointer-shapes.c:26:11:    got char
typename/pointer-shapes.c:27:11: warning: incorrect type in assignment (different base types)
typename/pointer-shapes.c:27:11:    expected struct s *[assigned] p
typename/pointer-shapes.c:27:11:    got int ( * )( ... )
 * check-error-end
 */
