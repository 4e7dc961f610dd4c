static int a[] = { 1, 2, 3 };
static int b[] = { [5] = 1 };
static int c[] = { [1 ... 3] = 1, 5 };
static char d[] = "abc";
enum { K = 4 };
static int f[] = { [K] = 1, [0] = 2 };
typedef int T[];
T h = { 1, 2 };
static int j[] = { [K+1] = 1 };
struct s { int x, y; };
static struct s k[] = { { 1, 2 }, { 3 } };
static int n[] = { 1, 2, 3 };
static int o[] = { 1, 2, 3 };
_Static_assert(sizeof(a) + sizeof(b) + sizeof(c) + sizeof(d) + sizeof(f) + sizeof(h) + sizeof(j) + sizeof(k), "x");
int arr[sizeof(n)];
enum { E = sizeof(o) };
int use(void) { int l[] = { 1, 2 }; int q[sizeof(l)]; return q[0] + a[0] + n[1] + o[0]; }
/*
 * check-name: dissect: an array sized by its initializer shows its size once a sizeof examined it (a static assertion, an enum, a shown array size), [0] before
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/implicit-size-examined.c

   1:12                   def   v a                                int [3]
   1:12                   -w-   v a                                int [3]
   2:12                   def   v b                                int [6]
   2:12                   -w-   v b                                int [6]
   3:12                   def   v c                                int [5]
   3:12                   -w-   v c                                int [5]
   4:13                   def   v d                                char [4]
   4:13                   -w-   v d                                char [4]
   6:12                   def   v f                                int [5]
   6:12                   -w-   v f                                int [5]
   8:3                    def   v h                                int [2]
   8:3                    -w-   v h                                int [2]
   9:12                   def   v j                                int [6]
   9:12                   -w-   v j                                int [6]
  10:8                    def   s s                                
  10:16                   def   m s.x                              int
  10:19                   def   m s.y                              int
  11:17                   def   v k                                struct s [2]
  11:17                   -w-   v k                                struct s [2]
  11:27  k                -w-   m s.x                              int
  11:30  k                -w-   m s.y                              int
  11:37  k                -w-   m s.x                              int
  12:12                   def   v n                                int [0]
  12:12                   -w-   v n                                int [0]
  13:12                   def   v o                                int [3]
  13:12                   -w-   v o                                int [3]
  15:16                   ---   v n                                int [0]
  15:5                    def   v arr                              int [12]
  17:5                    def   f use                              int ( ... )
  17:21  use              def . v l                                int [0]
  17:21  use              -w- . v l                                int [0]
  17:50  use              --- . v l                                int [0]
  17:41  use              def . v q                                int [8]
  17:62  use              -r- . v q                                int [8]
  17:69  use              -r-   v a                                int [3]
  17:76  use              -r-   v n                                int [3]
  17:83  use              -r-   v o                                int [3]
 * check-output-end
 */
