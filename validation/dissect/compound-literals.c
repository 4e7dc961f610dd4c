struct L { int a; struct { int b; } in; };
struct S { struct L l; int x; };
static struct S s = { .l = (struct L){ .a = 1 }, .x = 2 };
void f(struct L *p) { struct L t = (struct L){ 0 }; *p = t; struct S u = { .l = (struct L){ 3 } }; }
int g(void) { return ((struct L){ .a = 4 }).a; }
/*
 * check-name: compound literals: written whole as a member's value, not as an object's or in an expression, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/compound-literals.c

   2:8                    def   s S                                
   1:8                    def   s L                                
   1:16                   def   m L.a                              int
   1:26                   def   s L:in                             
   1:32                   def   m L:in.b                           int
   1:37                   def   m L.in                             struct L:in
   2:21                   def   m S.l                              struct L
   2:28                   def   m S.x                              int
   3:17                   def   v s                                struct S
   3:17                   -w-   v s                                struct S
   3:24  s                -w-   m S.l                              struct L
   3:29  s                -w-   m L.*                              struct L
   3:29  s                -w-   m L:in.*                           struct L:in
   3:41  s                -w-   m L.a                              int
   3:51  s                -w-   m S.x                              int
   4:6                    def   f f                                void ( ... )
   4:8   f                def . v p                                struct L *
   4:32  f                def . v t                                struct L
   4:32  f                -w- . v t                                struct L
   4:48  f                -w-   m L.a                              int
   4:54  f                --w . v p                                struct L *
   4:56  f                -w-   m L.*                              struct L
   4:56  f                -w-   m L:in.*                           struct L:in
   4:58  f                -r- . v t                                struct L
   4:70  f                def . v u                                struct S
   4:70  f                -w- . v u                                struct S
   4:77  f                -w-   m S.l                              struct L
   4:82  f                -w-   m L.*                              struct L
   4:82  f                -w-   m L:in.*                           struct L:in
   4:93  f                -w-   m L.a                              int
   5:5                    def   f g                                int ( ... )
   5:36  g                -w-   m L.a                              int
   5:44  g                -r-   m L.a                              int
 * check-output-end
 */
