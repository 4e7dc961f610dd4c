struct s { int a; };
int f(struct s v);
int f(struct s v)
{
	struct s x = { v };

	return x.a;
}
/*
 * check-name: a struct's first member given a value of the struct's type
 * check-command: sparse $file
 *
 * check-error-start
eval/init/struct-by-wrong-value.c:5:24: warning: incorrect type in initializer (different base types)
eval/init/struct-by-wrong-value.c:5:24:    expected int a
eval/init/struct-by-wrong-value.c:5:24:    got struct s v
 * check-error-end
 */
