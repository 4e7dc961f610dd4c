#define FOO
#define CAT(a, b) a ## b
#define P2(a, b) a ## b FOO
#define P3(a, b) a ## b(FOO)
#define P4(x) def ## ined x
#define P5(x) def ## ined(x)
#if P2(def, ined)
int a;
#endif
#if P3(def, ined)
int b;
#endif
#if CAT(def, ined) FOO
int c;
#endif
#if CAT(def, ined)(FOO)
int d;
#endif
#if P4(NOPE)
int e;
#endif
#if P5(NOPE)
int f;
#endif
#if !P5(NOPE)
int g;
#endif
/*
 * check-name: a 'defined' made by ## in #if is the operator too
 * check-command: sparse -E $file
 *
 * check-output-start

int a;
int b;
int c;
int d;
int g;
 * check-output-end
 */
