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
bool [addressable] [toplevel] b
char [addressable] [toplevel] c
signed char [addressable] [toplevel] sc
unsigned char [addressable] [toplevel] uc
short [addressable] [toplevel] s
unsigned short [addressable] [toplevel] us
int [addressable] [toplevel] i
unsigned int [addressable] [toplevel] u
long [addressable] [toplevel] l
unsigned long [addressable] [toplevel] ul
long long [addressable] [toplevel] ll
unsigned long long [addressable] [toplevel] ull
__int128 [addressable] [toplevel] i128
unsigned __int128 [addressable] [toplevel] u128
float [addressable] [toplevel] f
double [addressable] [toplevel] d
long double [addressable] [toplevel] ld
 * check-output-end
 */
