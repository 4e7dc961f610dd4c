struct s { int a; int b; };
static struct s x = { [0] = 1 };
static struct s y = { .b = 1, 2, 3 };
static struct s z = { 1, 2, 3, 4 };
static struct s w = { .b.c = 1 };
static struct s v = { .a = 1, [1] = 2 };
/*
 * check-name: dissect: an element [i] of a struct's initializer is where its index is; past the last member no member follows; .a.b of a member no struct is ?.b
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/initializer-elements.c

   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   1:23                   def   m s.b                              int
   2:17                   def   v x                                struct s
   2:17                   -w-   v x                                struct s
   2:24  x                -w-   m s.a                              int
   3:17                   def   v y                                struct s
   3:17                   -w-   v y                                struct s
   3:24  y                -w-   m s.b                              int
   3:31  y                -w-   m s.?                              bad type
   3:34  y                -w-   m s.?                              bad type
   4:17                   def   v z                                struct s
   4:17                   -w-   v z                                struct s
   4:23  z                -w-   m s.a                              int
   4:26  z                -w-   m s.b                              int
   4:29  z                -w-   m s.?                              bad type
   4:32  z                -w-   m s.?                              bad type
   5:17                   def   v w                                struct s
   5:17                   -w-   v w                                struct s
   5:24  w                -w-   m s.b                              int
   5:26  w                -w-   m ?.c                              bad type
   6:17                   def   v v                                struct s
   6:17                   -w-   v v                                struct s
   6:24  v                -w-   m s.a                              int
   6:32  v                -w-   m s.b                              int
 * check-output-end
 */
