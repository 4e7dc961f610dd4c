int g;
long *lp;
struct s { __typeof__(g) a; __typeof__(*lp) b; __typeof__(g + 1) c[2]; struct { __typeof__(lp) d; } in; } v;
void f(const unsigned long *p)
{
	const struct { __typeof__(*(p)) x; } *q = (__typeof__(q))p;
	v.a = q->x;
}
/*
 * check-name: dissect: a member's typeof is walked (used for nothing) before the member's def, its type the one it names
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/member-typeof.c

   1:5                    def   v g                                int
   2:6                    def   v lp                               long *
   3:8                    def   s s                                
   3:23                   ---   v g                                int
   3:26                   def   m s.a                              int
   3:41                   ---   v lp                               long *
   3:45                   def   m s.b                              long
   3:59                   ---   v g                                int
   3:66                   def   m s.c                              int [2]
   3:79                   def   s s:in                             
   3:92                   ---   v lp                               long *
   3:96                   def   m s:in.d                           long *
   3:101                  def   m s.in                             struct s:in
   3:107                  def   v v                                struct s
   4:6                    def   f f                                void ( ... )
   4:8   f                def . v p                                unsigned long const *
   6:22  f                def . s :q                               
   6:37  f                --- . v p                                unsigned long const *
   6:41  f                def . m :q.x                             unsigned long
   6:46  f                def . v q                                struct :q const *
   6:46  f                -w- . v q                                struct :q const *
   6:63  f                --- . v q                                struct :q const *
   6:66  f                -r- . v p                                unsigned long const *
   7:9   f                -w-   v v                                struct s
   7:10  f                -w-   m s.a                              int
   7:15  f                --r . v q                                struct :q const *
   7:16  f                -r- . m :q.x                             unsigned long
 * check-output-end
 */
