void fr(int *p);
void fr2(int *p, int q);
int notfn;
void f(void)
{
	int a __attribute__((cleanup(fr)));
	int b __attribute__((cleanup));
	int c __attribute__((cleanup()));
	int d __attribute__((cleanup(nope)));
	int e __attribute__((cleanup(notfn)));
	int g __attribute__((cleanup(fr2)));
	int h __attribute__((cleanup(1)));
	int i __attribute__((cleanup(fr, fr)));
	int j __attribute__((cleanup("fr")));
}
static int k __attribute__((cleanup(fr)));
struct s { int m __attribute__((cleanup(fr))); };
/*
 * check-name: cleanup attribute: an argument is expected, and must be an identifier (not checked further)
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/attr-cleanup-argument.c:7:37: error: an argument is expected for attribute 'cleanup'
parsing/attr-cleanup-argument.c:8:38: error: an argument is expected for attribute 'cleanup'
parsing/attr-cleanup-argument.c:12:38: error: argument is not an identifier
parsing/attr-cleanup-argument.c:13:40: error: Expected ) after attribute's argument'
parsing/attr-cleanup-argument.c:13:40: error: got ,
parsing/attr-cleanup-argument.c:14:38: error: argument is not an identifier
 * check-error-end
 */
