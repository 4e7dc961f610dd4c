struct s { int m; struct s *next; int arr[3]; } v, *p;
int g(int, int);
void f(void)
{
	v.m = p->next->m + v.arr[2] + g(1, 2);
	p->arr[0]++;
}
/*
 * check-name: calls, subscripts, members and arrows
 * check-command: test-parsing $file
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
int extern [addressable] [toplevel] g( ... )
void extern [addressable] [toplevel] f( ... )
    {
        (v.m = (((*(*p).next).m + (*(v.arr + 2))) + g(1, 2)));
        ((*((*p).arr + 0))++);
    }
 * check-output-end
 */
