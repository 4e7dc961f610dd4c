union tu { int *ip; long *lp; } __attribute__((transparent_union));
extern void take(union tu u);

static void f(int *p, long *q, char *c)
{
	take(p);
	take(q);
	take(c);
}
/*
 * check-name: a pointer matching no member of a transparent union
 * check-command: sparse $file
 *
 * check-error-start
eval/transparent-union-arg.c:8:14: warning: incorrect type in argument 1 (invalid types)
eval/transparent-union-arg.c:8:14:    expected union tu u
eval/transparent-union-arg.c:8:14:    got char *c
 * check-error-end
 */
