struct s { int a; union { int b; }; };
enum e { A, B = 5 };
#define M 1
#define F(x) int x(void) { return 0; }
typedef struct { int q; } T;
static int v;
int f(void) { return 0; }
F(made_by_macro)
extern int ext;
int proto(void);
/*
 * check-name: ctags: every kind, members of anonymous unions and typedef'd structs, a function made by a macro at its invocation
 * check-command: ctags -f - -Wno-decl $file
 *
 * check-output-start
!_TAG_FILE_FORMAT	2	/extended format; --format=1 will not append ;" to lines/
!_TAG_FILE_SORTED	1	/0=unsorted, 1=sorted, 2=foldcase/
!_TAG_PROGRAM_NAME	sparse ctags	//
!_TAG_PROGRAM_VERSION	0.6.4	//
A	tools/ctags-kinds.c	2;"	e
B	tools/ctags-kinds.c	2;"	e
F	tools/ctags-kinds.c	4;"	d
M	tools/ctags-kinds.c	3;"	d
T	tools/ctags-kinds.c	5;"	t
a	tools/ctags-kinds.c	1;"	m	struct:s
b	tools/ctags-kinds.c	1;"	m	struct:s
e	tools/ctags-kinds.c	2;"	g
f	tools/ctags-kinds.c	7;"	f
made_by_macro	tools/ctags-kinds.c	8;"	f
q	tools/ctags-kinds.c	5;"	m	struct:T
s	tools/ctags-kinds.c	1;"	s
v	tools/ctags-kinds.c	6;"	v
 * check-output-end
 */
