void fr(int *p);
struct { void (*f)(int *); } t;
void f(void)
{
	int a __attribute__((cleanup(1 + 2)));
	int b __attribute__((cleanup(t.f)));
	int c __attribute__((cleanup(*fr)));
	int d __attribute__((cleanup(fr + 1)));
	int e __attribute__((cleanup((fr))));
	int g __attribute__((cleanup(fr(0))));
	int h __attribute__((cleanup(fr 1)));
}
/*
 * check-name: cleanup attribute: its argument is read as a primary expression
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/attr-cleanup-not-identifier.c:5:38: error: argument is not an identifier
parsing/attr-cleanup-not-identifier.c:5:40: error: Expected ) after attribute's argument'
parsing/attr-cleanup-not-identifier.c:5:40: error: got +
parsing/attr-cleanup-not-identifier.c:6:39: error: Expected ) after attribute's argument'
parsing/attr-cleanup-not-identifier.c:6:39: error: got .
parsing/attr-cleanup-not-identifier.c:7:38: error: argument is not an identifier
parsing/attr-cleanup-not-identifier.c:7:38: error: Expected ) after attribute's argument'
parsing/attr-cleanup-not-identifier.c:7:38: error: got *
parsing/attr-cleanup-not-identifier.c:8:41: error: Expected ) after attribute's argument'
parsing/attr-cleanup-not-identifier.c:8:41: error: got +
parsing/attr-cleanup-not-identifier.c:9:38: error: argument is not an identifier
parsing/attr-cleanup-not-identifier.c:10:40: error: Expected ) after attribute's argument'
parsing/attr-cleanup-not-identifier.c:10:40: error: got (
parsing/attr-cleanup-not-identifier.c:11:41: error: Expected ) after attribute's argument'
parsing/attr-cleanup-not-identifier.c:11:41: error: got 1
 * check-error-end
 */
