struct S { int a; };
struct T { struct S s; int b; };
union U { int a; long b; };

static void f(void)
{
	struct S v1 = undef1;
	struct T v2 = { undef2, 1 };
	struct T v3 = { .s = undef3 };
	union U v4 = undef4;
	struct S v5 = 1 + undef5;
	(void)v1; (void)v2; (void)v3; (void)v4; (void)v5;
}
static struct S g1 = undef6;
/*
 * check-name: a struct or union initialized by an undefined identifier is an invalid initializer, not in a list
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/init-struct-undefined-identifier.c:7:23: error: undefined identifier 'undef1'
eval/init-struct-undefined-identifier.c:7:23: error: invalid initializer
eval/init-struct-undefined-identifier.c:8:25: error: undefined identifier 'undef2'
eval/init-struct-undefined-identifier.c:9:30: error: undefined identifier 'undef3'
eval/init-struct-undefined-identifier.c:10:22: error: undefined identifier 'undef4'
eval/init-struct-undefined-identifier.c:10:22: error: invalid initializer
eval/init-struct-undefined-identifier.c:11:27: error: undefined identifier 'undef5'
eval/init-struct-undefined-identifier.c:11:25: error: invalid initializer
eval/init-struct-undefined-identifier.c:14:22: error: undefined identifier 'undef6'
eval/init-struct-undefined-identifier.c:14:22: error: invalid initializer
 * check-error-end
 */
