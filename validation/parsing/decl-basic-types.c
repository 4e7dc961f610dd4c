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
 * check-command: test-parsing --ast $file
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
 * check-error-start
parsing/decl-basic-types.c:1:7: warning: symbol 'b' was not declared. Should it be static?
parsing/decl-basic-types.c:2:6: warning: symbol 'c' was not declared. Should it be static?
parsing/decl-basic-types.c:3:13: warning: symbol 'sc' was not declared. Should it be static?
parsing/decl-basic-types.c:4:15: warning: symbol 'uc' was not declared. Should it be static?
parsing/decl-basic-types.c:5:7: warning: symbol 's' was not declared. Should it be static?
parsing/decl-basic-types.c:6:16: warning: symbol 'us' was not declared. Should it be static?
parsing/decl-basic-types.c:7:5: warning: symbol 'i' was not declared. Should it be static?
parsing/decl-basic-types.c:8:10: warning: symbol 'u' was not declared. Should it be static?
parsing/decl-basic-types.c:9:6: warning: symbol 'l' was not declared. Should it be static?
parsing/decl-basic-types.c:10:15: warning: symbol 'ul' was not declared. Should it be static?
parsing/decl-basic-types.c:11:11: warning: symbol 'll' was not declared. Should it be static?
parsing/decl-basic-types.c:12:20: warning: symbol 'ull' was not declared. Should it be static?
parsing/decl-basic-types.c:13:10: warning: symbol 'i128' was not declared. Should it be static?
parsing/decl-basic-types.c:14:19: warning: symbol 'u128' was not declared. Should it be static?
parsing/decl-basic-types.c:15:7: warning: symbol 'f' was not declared. Should it be static?
parsing/decl-basic-types.c:16:8: warning: symbol 'd' was not declared. Should it be static?
parsing/decl-basic-types.c:17:13: warning: symbol 'ld' was not declared. Should it be static?
 * check-error-end
 */
