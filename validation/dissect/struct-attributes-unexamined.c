#define __user __attribute__((noderef, address_space(__user)))
struct A { int a; } __attribute__((noderef)) *p1;
struct B { int a; } __attribute__((address_space(1))) const *p2;
struct C { int a; } const __attribute__((address_space(1))) *p3;
struct D { int a; } __attribute__((address_space(1))) **p4;
__attribute__((address_space(1))) struct E { int a; } *p5;
typedef struct s { int a; } __user *p_t;
p_t t;
int *x = p1;
static int f(p_t u)
{
	return p1->a + p2->a + u->a;
}
/*
 * check-name: dissect: a def shows the type not yet examined: a pointer to a struct without the attributes after the struct's body (a typedef's pointer has them once examined)
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/struct-attributes-unexamined.c

   2:8                    def   s A                                
   2:16                   def   m A.a                              int
   2:46                   def   v p1                               struct A *
   3:8                    def   s B                                
   3:16                   def   m B.a                              int
   3:61                   def   v p2                               struct B const *
   4:8                    def   s C                                
   4:16                   def   m C.a                              int
   4:61                   def   v p3                               struct C const <asn:1> *
   5:8                    def   s D                                
   5:16                   def   m D.a                              int
   5:55                   def   v p4                               struct D **
   6:42                   def   s E                                
   6:50                   def   m E.a                              int
   6:55                   def   v p5                               struct E <asn:1> *
   7:16                   def   s s                                
   7:24                   def   m s.a                              int
   8:5                    def   v t                                struct s *
   9:5                    def   v x                                int *
   9:5                    -w-   v x                                int *
   9:10  x                -r-   v p1                               struct A [noderef] *
  10:12                   def   f f                                int ( ... )
  10:14  f                def . v u                                struct s [noderef] __user *
  12:16  f                --r   v p1                               struct A [noderef] *
  12:18  f                -r-   m A.a                              int
  12:24  f                --r   v p2                               struct B const <asn:1> *
  12:26  f                -r-   m B.a                              int
  12:32  f                --r . v u                                struct s [noderef] __user *
  12:33  f                -r-   m s.a                              int
 * check-output-end
 */
