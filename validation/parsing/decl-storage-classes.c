static int s;
extern int e;
_Thread_local int t;
static __thread int st;
inline int f(void);
_Noreturn void g(void);
/*
 * check-name: storage classes and function specifiers
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int static [toplevel] s
.align 4
int extern [addressable] [toplevel] e
.align 4
int [addressable] [tls] [toplevel] t
.align 4
int static [tls] [toplevel] st
.align 4
int extern inline [addressable] [signed] [toplevel] f( ... )
void extern [addressable] [noreturn] [toplevel] g( ... )
 * check-output-end
 * check-error-start
parsing/decl-storage-classes.c:3:19: warning: symbol 't' was not declared. Should it be static?
 * check-error-end
 */
