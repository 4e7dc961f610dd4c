enum e { A, B };
static enum e f(void) { return A; }
unsigned g(void) { return 0; }
static inline int k(int a) { return a; }
inline int l(int a) { return a; }
static inline int m(int a) { return a; }
int (*pm)(int) = m;
extern int ext;
int decl(int);
int def(int a) { return a; }
asm("nop");
int x;
/*
 * check-name: test-show-type: which symbols sparse lists, in which order; the signedness of a returned enum
 * check-command: test-show-type $file
 *
 * check-output-start
unsigned int enum e static [toplevel] [unsigned] f( ... );
unsigned int extern [addressable] [toplevel] [unsigned] g( ... );
int ( *[addressable] [toplevel] pm )( ... );
int extern [addressable] [signed] [toplevel] def( ... );
int [addressable] [toplevel] x;
int static inline [addressable] [signed] [toplevel] m( ... );
 * check-output-end
 */
