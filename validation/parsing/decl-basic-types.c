_Bool b;
char c;
signed char sc;
unsigned char uc;
short s;
unsigned short us;
int i;
unsigned u;
long l;
unsigned long ul;
long long ll;
unsigned long long ull;
__int128 i128;
unsigned __int128 u128;
float f;
double d;
long double ld;
/*
 * check-name: declarations of every basic type
 * check-command: test-parsing $file
 *
 * check-output-start
.align 1
bool [addressable] [toplevel] b
.align 1
char [addressable] [toplevel] c
.align 1
signed char [addressable] [toplevel] sc
.align 1
unsigned char [addressable] [toplevel] uc
.align 2
short [addressable] [toplevel] s
.align 2
unsigned short [addressable] [toplevel] us
.align 4
int [addressable] [toplevel] i
.align 4
unsigned int [addressable] [toplevel] u
.align 8
long [addressable] [toplevel] l
.align 8
unsigned long [addressable] [toplevel] ul
.align 8
long long [addressable] [toplevel] ll
.align 8
unsigned long long [addressable] [toplevel] ull
.align 8
__int128 [addressable] [toplevel] i128
.align 8
unsigned __int128 [addressable] [toplevel] u128
.align 4
float [addressable] [toplevel] f
.align 8
double [addressable] [toplevel] d
.align 16
long double [addressable] [toplevel] ld
 * check-output-end
 */
