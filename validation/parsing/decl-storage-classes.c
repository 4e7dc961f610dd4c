static int s;
extern int e;
_Thread_local int t;
static __thread int st;
inline int f(void);
_Noreturn void g(void);
/*
 * check-name: storage classes and function specifiers
 * check-command: test-parsing $file
 *
 * check-output-start
int static [toplevel] s
int extern [addressable] [toplevel] e
int [addressable] [tls] [toplevel] t
int static [tls] [toplevel] st
int extern inline [addressable] [toplevel] f( ... )
void extern [addressable] [noreturn] [toplevel] g( ... )
 * check-output-end
 */
