int a();
extern int b();
int (*c)();
void d(int e(), int f());
void g(int (int ()));
int (h)() { return 0; }
int (i()) { return 0; }
static int j() { return 0; }
int k = sizeof(int (*)());
/*
 * check-name: -Wstrict-prototypes: '()' of a named declarator, not before ';' or ','
 * check-command: sparse $file
 *
 * check-error-start
wflags/strict-prototypes-where.c:4:23: warning: non-ANSI function declaration of function 'f'
wflags/strict-prototypes-where.c:5:18: warning: non-ANSI function declaration of function '<noident>'
wflags/strict-prototypes-where.c:7:8: warning: non-ANSI function declaration of function 'i'
wflags/strict-prototypes-where.c:8:14: warning: non-ANSI function declaration of function 'j'
wflags/strict-prototypes-where.c:3:5: warning: symbol 'c' was not declared. Should it be static?
wflags/strict-prototypes-where.c:6:5: warning: symbol 'h' was not declared. Should it be static?
wflags/strict-prototypes-where.c:7:5: warning: symbol 'i' was not declared. Should it be static?
wflags/strict-prototypes-where.c:9:5: warning: symbol 'k' was not declared. Should it be static?
 * check-error-end
 */
