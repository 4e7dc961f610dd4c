struct s { int a; union { int b; struct { long c; int g; }; }; struct { int d, e; }; int f; int h; };
static struct s y = { .c = 1, 2, 3 };
static struct s z = { .e = 1, 2, 3 };
static struct s v = { .g = 1, 2, 3 };
static struct s u = { .b = 1, 2, 3, 4 };
/*
 * check-name: dissect: after a designator into an anonymous member, the next element goes to the member after the anonymous one
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/designator-anonymous-next.c

   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   1:31                   def   m s.b                              int
   1:48                   def   m s.c                              long
   1:55                   def   m s.g                              int
   1:77                   def   m s.d                              int
   1:80                   def   m s.e                              int
   1:90                   def   m s.f                              int
   1:97                   def   m s.h                              int
   2:17                   def   v y                                struct s
   2:17                   -w-   v y                                struct s
   2:24  y                -w-   m s.c                              long
   2:31  y                -w-   m s.*                              struct s
   2:34  y                -w-   m s.f                              int
   3:17                   def   v z                                struct s
   3:17                   -w-   v z                                struct s
   3:24  z                -w-   m s.e                              int
   3:31  z                -w-   m s.f                              int
   3:34  z                -w-   m s.h                              int
   4:17                   def   v v                                struct s
   4:17                   -w-   v v                                struct s
   4:24  v                -w-   m s.g                              int
   4:31  v                -w-   m s.*                              struct s
   4:34  v                -w-   m s.f                              int
   5:17                   def   v u                                struct s
   5:17                   -w-   v u                                struct s
   5:24  u                -w-   m s.b                              int
   5:31  u                -w-   m s.*                              struct s
   5:34  u                -w-   m s.f                              int
   5:37  u                -w-   m s.h                              int
 * check-output-end
 */
