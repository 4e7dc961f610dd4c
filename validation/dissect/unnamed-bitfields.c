struct b5 { int a:3, :0, b:3; };
struct b7 { int :4; unsigned int u:2; };
struct s { struct s; int a; };
static struct b5 x5;
static struct b7 x7;
static struct s xs;
/*
 * check-name: dissect: an unnamed bit-field is no member; a struct holding itself has no such member
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/unnamed-bitfields.c

   1:8                    def   s b5                               
   1:17                   def   m b5.a                             int :3
   1:26                   def   m b5.b                             int :3
   4:18                   def   v x5                               struct b5
   2:8                    def   s b7                               
   2:34                   def   m b7.u                             unsigned int :2
   5:18                   def   v x7                               struct b7
   3:8                    def   s s                                
   3:26                   def   m s.a                              int
   6:17                   def   v xs                               struct s
 * check-output-end
 */
