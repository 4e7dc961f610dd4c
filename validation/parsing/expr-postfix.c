struct s { int m; struct s *next; int arr[3]; } v, *p;
int g(int, int);
void f(void)
{
	v.m = p->next->m + v.arr[2] + g(1, 2);
	p->arr[0]++;
}
/*
 * check-name: calls, subscripts, members and arrows
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
struct s [addressable] [toplevel] v {
    int m;
    struct s *next;
    int arr[3];
}
.align 8
struct s *[addressable] [toplevel] p
.align 4
int extern [addressable] [signed] [toplevel] g( ... )
void extern [addressable] [toplevel] f( ... )
    {
        (v.m = (((*(*p).next).m + (*(v.arr + 2))) + g(1, 2)));
        ((*((*p).arr + 0))++);
    }
 * check-output-end
 * check-error-start
parsing/expr-postfix.c:1:49: warning: symbol 'v' was not declared. Should it be static?
parsing/expr-postfix.c:1:52: warning: symbol 'p' was not declared. Should it be static?
parsing/expr-postfix.c:3:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
