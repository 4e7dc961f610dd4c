struct s { int a; };
static void f(int *p, long *q, struct s *r)
{
	(void)(p == q);
	(void)(r->x);
	(const void)(r->y);
	(void)(long)(r->z);
}
/*
 * check-name: a cast to void of an operation that failed says nothing more
 *
 * check-error-start
eval/cast-to-void-of-failed.c:4:18: error: incompatible types in comparison expression (different type sizes):
eval/cast-to-void-of-failed.c:4:18:    int *
eval/cast-to-void-of-failed.c:4:18:    long *
eval/cast-to-void-of-failed.c:5:17: error: no member 'x' in struct s
eval/cast-to-void-of-failed.c:6:23: error: no member 'y' in struct s
eval/cast-to-void-of-failed.c:7:23: error: no member 'z' in struct s
eval/cast-to-void-of-failed.c:7:16: error: cast from unknown type
 * check-error-end
 */
