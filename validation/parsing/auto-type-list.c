static void f(int z)
{
	__auto_type s = 1, t, u = 2, w;
	__auto_type h = z, i;
	__auto_type a = 1, *b = &a;
	__auto_type l = l;
	__auto_type m = (1 + ), n = 2;
	__auto_type int o = 1;
}
/*
 * check-name: __auto_type: each declarator of a list judged once its initializer is parsed; one initialized by itself
 * check-command: sparse $file
 *
 * check-error-start
parsing/auto-type-list.c:3:21: error: __auto_type on declaration list
parsing/auto-type-list.c:3:28: error: __auto_type on declaration list
parsing/auto-type-list.c:3:31: error: __auto_type on declaration list
parsing/auto-type-list.c:3:38: error: __auto_type without initializer
parsing/auto-type-list.c:4:21: error: __auto_type on declaration list
parsing/auto-type-list.c:4:28: error: __auto_type without initializer
parsing/auto-type-list.c:5:21: error: __auto_type on declaration list
parsing/auto-type-list.c:5:28: error: __auto_type on non-identifier
parsing/auto-type-list.c:6:21: error: __auto_type on self-init var
parsing/auto-type-list.c:7:30: error: No right hand side of '+'-expression
parsing/auto-type-list.c:7:21: error: __auto_type on declaration list
parsing/auto-type-list.c:8:21: error: two or more data types in declaration specifiers
parsing/auto-type-list.c:8:21: error: Trying to use reserved word 'int' as identifier
parsing/auto-type-list.c:8:21: error: __auto_type without initializer
parsing/auto-type-list.c:8:25: error: Expected ; at end of declaration
parsing/auto-type-list.c:8:25: error: got o
 * check-error-end
 */
