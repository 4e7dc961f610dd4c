typedef int myint;
typedef struct s { int a; } S;
typedef int (*FP)(int);

myint f(void) { return 0; }
S g(myint y) { S s = { y }; return s; }
myint *h(S *p) { return 0; }
myint (*fp)(void);
myint *(*fp5)(void);
FP fpv;
FP fret(void) { return 0; }
myint w;
S *sp;
/*
 * check-name: show_typename(): [usertype] is on what a function returns, not on the function or a pointer to it
 * check-command: test-show-type $file
 *
 * check-output-start
int extern [addressable] [signed] [toplevel] f( ... );
struct s extern [addressable] [toplevel] g( ... );
int [usertype] *extern [addressable] [toplevel] h( ... );
int ( *[addressable] [toplevel] fp )( ... );
int [usertype] *( *[addressable] [toplevel] fp5 )( ... );
int ( *[addressable] [toplevel] [usertype] fpv )( ... );
int ( *extern [addressable] [toplevel] fret( ... ) )( ... );
int [addressable] [toplevel] [usertype] w;
struct s [usertype] *[addressable] [toplevel] sp;
 * check-output-end
 *
 * check-error-start
show-type/usertype-function.c:7:25: warning: Using plain integer as NULL pointer
show-type/usertype-function.c:11:24: warning: Using plain integer as NULL pointer
 * check-error-end
 */
