typedef struct A { int a; } w;
typedef struct B { int a; } w;
typedef int *p;
typedef long *p;
typedef int ar[2];
typedef int ar[3];
typedef unsigned u;
typedef signed u;
typedef const int c;
typedef int c;
void f(void) { typedef int l; typedef long l; }
typedef struct { int a; } v;
typedef struct { long a; } v;
typedef unsigned int __attribute__((bitwise)) be32;
typedef unsigned int __attribute__((bitwise)) be32;
typedef int same;
typedef int same;
typedef int ar[2];
typedef int ar[3];
/*
 * check-name: a typedef again in its scope with another type: said, as sparse
 *
 * check-error-start
parsing/typedef-redeclared.c:2:29: error: symbol 'w' redeclared with different type (different base types):
parsing/typedef-redeclared.c:2:29:    struct B [usertype] w
parsing/typedef-redeclared.c:1:29: note: previously declared as:
parsing/typedef-redeclared.c:1:29:    struct A [usertype] w
parsing/typedef-redeclared.c:4:14: error: symbol 'p' redeclared with different type (different type sizes):
parsing/typedef-redeclared.c:4:14:    long *[usertype] p
parsing/typedef-redeclared.c:3:13: note: previously declared as:
parsing/typedef-redeclared.c:3:13:    int *[usertype] p
parsing/typedef-redeclared.c:8:16: error: symbol 'u' redeclared with different type (different signedness):
parsing/typedef-redeclared.c:8:16:    signed int [usertype] u
parsing/typedef-redeclared.c:7:18: note: previously declared as:
parsing/typedef-redeclared.c:7:18:    unsigned int [usertype] u
parsing/typedef-redeclared.c:10:13: error: symbol 'c' redeclared with different type (different modifiers):
parsing/typedef-redeclared.c:10:13:    int [usertype] c
parsing/typedef-redeclared.c:9:19: note: previously declared as:
parsing/typedef-redeclared.c:9:19:    int const [usertype] c
parsing/typedef-redeclared.c:11:44: error: symbol 'l' redeclared with different type (different type sizes):
parsing/typedef-redeclared.c:11:44:    long [usertype] l
parsing/typedef-redeclared.c:11:28: note: previously declared as:
parsing/typedef-redeclared.c:11:28:    int [usertype] l
parsing/typedef-redeclared.c:15:47: error: symbol 'be32' redeclared with different type (different base types):
parsing/typedef-redeclared.c:15:47:    restricted be32 [usertype] be32
parsing/typedef-redeclared.c:14:47: note: previously declared as:
parsing/typedef-redeclared.c:14:47:    restricted be32 [usertype] be32
 * check-error-end
 */
