static int s;
struct S { int a; };
typedef int T;
enum { E1 = 1 };
inline int g(void) { return 0; }
extern inline int k(void) { return 0; }
int t;
extern int e;
int u = 1;
int use1(void) { return s + e + g() + k(); }

/*
 * check-name: several files: what a file keeps to itself
 * check-description: statics, tags, typedefs and extern inline functions
 *	are each file's own; enumerators, objects and functions with external
 *	linkage are the program's (E1 is known in the second file, a plain
 *	inline g is defined twice); tentative definitions of t do not clash,
 *	e defined after an extern declaration is declared, u initialized
 *	twice is an error
 * check-command: sparse $file scope/files/external.h
 *
 * check-error-start
scope/files-linked-file-local.c:7:5: warning: symbol 't' was not declared. Should it be static?
scope/files-linked-file-local.c:9:5: warning: symbol 'u' was not declared. Should it be static?
scope/files-linked-file-local.c:10:5: warning: symbol 'use1' was not declared. Should it be static?
scope/files/external.h:5:12: warning: multiple definitions for function 'g'
scope/files/external.h: note: in included file:
scope/files-linked-file-local.c:5:12:  the previous one is here
scope/files/external.h:9:5: error: symbol 'u' has multiple initializers (originally initialized at scope/files-linked-file-local.c:9)
scope/files/external.h:10:5: warning: symbol 'use2' was not declared. Should it be static?
 * check-error-end
 */
