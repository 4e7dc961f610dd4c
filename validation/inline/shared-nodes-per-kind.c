struct s { int x; };
extern struct s __attribute__((noderef, address_space(1))) *us;
extern struct s gs;
extern int gi;
extern long gl;
extern void take(int *p);
extern void takev(void __attribute__((address_space(1))) *p);
static int *gp;
static inline int a1(int a) { return a + us->x; }
static inline int a2(int a) { return a + (gi << 40); }
static inline int a3(int a) { take((void __attribute__((address_space(1))) *)0); return a; }
static inline int a4(int a) { takev(gp); return a; }
static inline int a5(int a) { return a + (gi == gl ? 1 : 0) + (char)gl; }
static inline int a6(int a) { return a + gs.y; }
static inline int a7(int a) { return a + sizeof(struct t); }
static inline int a8(int a) { return a + gi / 0; }
static inline int a9(int a) { return a + (gp == 1); }
int f(int a) { return a1(a) + a2(a) + a3(a) + a4(a) + a5(a) + a6(a) + a7(a) + a8(a) + a9(a); }
int h(int a) { return a1(a) + a2(a) + a3(a) + a4(a) + a5(a) + a6(a) + a7(a) + a8(a) + a9(a); }
/*
 * check-name: inline copies: what sparse shares is said once, a member access once a copy
 *
 * check-error-start
inline/shared-nodes-per-kind.c:18:5: warning: symbol 'f' was not declared. Should it be static?
inline/shared-nodes-per-kind.c:19:5: warning: symbol 'h' was not declared. Should it be static?
inline/shared-nodes-per-kind.c:9:42: warning: dereference of noderef expression
inline/shared-nodes-per-kind.c:11:37: warning: incorrect type in argument 1 (different address spaces)
inline/shared-nodes-per-kind.c:11:37:    expected int *p
inline/shared-nodes-per-kind.c:11:37:    got void <asn:1> *
inline/shared-nodes-per-kind.c:12:37: warning: incorrect type in argument 1 (different address spaces)
inline/shared-nodes-per-kind.c:12:37:    expected void <asn:1> *p
inline/shared-nodes-per-kind.c:12:37:    got int *static [toplevel] gp
inline/shared-nodes-per-kind.c:14:44: error: no member 'y' in struct s
inline/shared-nodes-per-kind.c:17:46: error: incompatible types for operation (==):
inline/shared-nodes-per-kind.c:17:46:    int *static [toplevel] gp
inline/shared-nodes-per-kind.c:17:46:    int
inline/shared-nodes-per-kind.c:14:44: error: no member 'y' in struct s
 * check-error-end
 */
