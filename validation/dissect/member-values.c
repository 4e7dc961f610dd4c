struct L { int a; };
struct S { struct L l; int x; };
struct L other;
static struct S s = { .l = other, .x = 2 };
static struct S s2 = { other, 3 };
static struct L arr[2] = { (struct L){ 1 }, other };
/*
 * check-name: a struct member initialized with a value is written whole, an array element is not, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/member-values.c

   1:8                    def   s L                                
   1:16                   def   m L.a                              int
   3:10                   def   v other                            struct L
   2:8                    def   s S                                
   2:21                   def   m S.l                              struct L
   2:28                   def   m S.x                              int
   4:17                   def   v s                                struct S
   4:17                   -w-   v s                                struct S
   4:24  s                -w-   m S.l                              struct L
   4:28  s                -w-   m L.*                              struct L
   4:28  s                -r-   v other                            struct L
   4:36  s                -w-   m S.x                              int
   5:17                   def   v s2                               struct S
   5:17                   -w-   v s2                               struct S
   5:24  s2               -w-   m S.l                              struct L
   5:24  s2               -w-   m L.*                              struct L
   5:24  s2               -r-   v other                            struct L
   5:31  s2               -w-   m S.x                              int
   6:17                   def   v arr                              struct L [2]
   6:17                   -w-   v arr                              struct L [2]
   6:40  arr              -w-   m L.a                              int
   6:45  arr              -r-   v other                            struct L
 * check-output-end
 */
