extern int a;
int a;
extern int b[];
int b[4];
int f(int, char *);
int f(int x, char *p)
{
	return x + *p;
}
static int g();
static int g(void)
{
	return 0;
}
typedef unsigned int u32;
extern unsigned int c;
u32 c;
/*
 * check-name: compatible redeclarations are silent
 * check-command: sparse -Wno-decl $file
 */
