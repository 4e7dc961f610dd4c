static long s;
struct S { long b; };
typedef long T;
enum { E2 = 2 };
inline int g(void) { return 1; }
extern inline int k(void) { return 1; }
int t;
int e = 1;
int u = 2;
int use2(void) { return s + E1 + g() + k() + sizeof(struct S) + sizeof(T); }
