#define __scalar_type_to_expr_cases(type) unsigned type: (unsigned type)0, signed type: (signed type)0
#define __unqual_scalar_typeof(x) typeof(_Generic((x), char: (char)0, __scalar_type_to_expr_cases(char), __scalar_type_to_expr_cases(short), __scalar_type_to_expr_cases(int), __scalar_type_to_expr_cases(long), __scalar_type_to_expr_cases(long long), default: (x)))
#define READ_ONCE(x) ({ __unqual_scalar_typeof(x) __x = *(const volatile __unqual_scalar_typeof(x) *)&(x); (typeof(x))__x; })
struct s { const int ci; volatile long vl; int *p; unsigned char uc; };
static long f(struct s *p)
{
	int a = READ_ONCE(p->ci);
	long b = READ_ONCE(p->vl);
	int *q = READ_ONCE(p->p);
	unsigned char c = READ_ONCE(p->uc);
	__unqual_scalar_typeof(p->ci) d = 3;
	d = 4;
	return a + b + *q + c + d;
}
/*
 * check-name: the kernel's READ_ONCE with __unqual_scalar_typeof is silent
 * check-command: sparse $file
 */
