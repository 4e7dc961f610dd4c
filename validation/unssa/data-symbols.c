int a; static int b; extern int c; unsigned d; char e; long f; short g; signed char h; unsigned char i;
long long j; float k; double l; long double m; int *n; int o[3]; struct S { int x; } p; union U { int y; } q;
enum E { A } r; const int s1 = 1; volatile int t; _Bool u; void (*fp)(void); int proto(int);
static const char str[] = "x"; int __attribute__((noderef)) *nd;
static void __attribute__((noreturn)) nr(void);
static int __attribute__((pure)) pu(void);
static int __attribute__((const)) co(void);
static int __attribute__((unused)) un(void);
static int __attribute__((externally_visible)) ev(void);
static int __attribute__((gnu_inline)) gi(void);
static unsigned int __attribute__((safe)) sa(void);
static int plain(void);
static int *ptrret(void);
static _Thread_local int tls1;
static int __attribute__((noderef)) *ndp;
static void vf(void);
static struct { int a; } __attribute__((packed)) pk;
/*
 * check-name: unssa: objects and static prototypes are listed with their kind and upstream's modifier bits
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
symbol a:
	type = 2
	modif= 2110
symbol b:
	type = 2
	modif= 2014
symbol d:
	type = 2
	modif= 4110
symbol e:
	type = 2
	modif= 2110
symbol f:
	type = 2
	modif= 2110
symbol g:
	type = 2
	modif= 2110
symbol h:
	type = 2
	modif= a110
symbol i:
	type = 2
	modif= 4110
symbol j:
	type = 2
	modif= 2110
symbol k:
	type = 2
	modif= 110
symbol l:
	type = 2
	modif= 110
symbol m:
	type = 2
	modif= 110
symbol n:
	type = 4
	modif= 110
symbol o:
	type = 6
	modif= 110
symbol p:
	type = 7
	modif= 110
symbol q:
	type = 8
	modif= 110
symbol r:
	type = 9
	modif= 4110
symbol s1:
	type = 2
	modif= 2310
symbol t:
	type = 2
	modif= 2510
symbol u:
	type = 2
	modif= 4110
symbol fp:
	type = 4
	modif= 110
symbol str:
	type = 6
	modif= 214
symbol nd:
	type = 4
	modif= 110
symbol nr:
	type = 5
	modif= 10000014
symbol pu:
	type = 5
	modif= 1002014
symbol co:
	type = 5
	modif= 1002014
symbol un:
	type = 5
	modif= 402014
symbol ev:
	type = 5
	modif= 20002014
symbol gi:
	type = 5
	modif= 12014
symbol sa:
	type = 5
	modif= 4014
symbol plain:
	type = 5
	modif= 2014
symbol ptrret:
	type = 5
	modif= 14
symbol tls1:
	type = 2
	modif= 2034
symbol ndp:
	type = 4
	modif= 14
symbol vf:
	type = 5
	modif= 14
symbol pk:
	type = 7
	modif= 14
 * check-output-end
 */
