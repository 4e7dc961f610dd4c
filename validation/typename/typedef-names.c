typedef int myint;
typedef struct { int a; } anon_t;
typedef struct tagged { int a; } tagged_t;
struct s { int x; };
extern void take_i(myint *p);
extern void take_a(anon_t *p);
extern void take_t(tagged_t *p);
static void f(void)
{
	myint v;
	myint *q;
	anon_t a;
	tagged_t t;
	struct s z;
	take_i(&z);
	take_a(&z);
	take_t(&z);
	v = &z;
	q = &z;
	a = 1;
	t = 2;
}
/*
 * check-name: typedef'd types show as [usertype], an anonymous struct by its typedef's name
 * check-command: sparse $file
 *
 * check-error-start
typename/typedef-names.c:15:17: warning: incorrect type in argument 1 (different base types)
typename/typedef-names.c:15:17:    expected int [usertype] *p
typename/typedef-names.c:15:17:    got struct s *
typename/typedef-names.c:16:17: warning: incorrect type in argument 1 (different base types)
typename/typedef-names.c:16:17:    expected struct anon_t [usertype] *p
typename/typedef-names.c:16:17:    got struct s *
typename/typedef-names.c:17:17: warning: incorrect type in argument 1 (different base types)
typename/typedef-names.c:17:17:    expected struct tagged [usertype] *p
typename/typedef-names.c:17:17:    got struct s *
typename/typedef-names.c:18:11: warning: incorrect type in assignment (different base types)
typename/typedef-names.c:18:11:    expected int [usertype] v
typename/typedef-names.c:18:11:    got struct s *
typename/typedef-names.c:19:11: warning: incorrect type in assignment (different base types)
typename/typedef-names.c:19:11:    expected int [usertype] *q
typename/typedef-names.c:19:11:    got struct s *
typename/typedef-names.c:20:11: warning: incorrect type in assignment (invalid types)
typename/typedef-names.c:20:11:    expected struct anon_t [usertype] a
typename/typedef-names.c:20:11:    got int
typename/typedef-names.c:21:11: warning: incorrect type in assignment (invalid types)
typename/typedef-names.c:21:11:    expected struct tagged [usertype] t
typename/typedef-names.c:21:11:    got int
 * check-error-end
 */
