int a, b, c, d, g, arr[4];
const int k;
int *p;
struct s { int v; int w[2]; } st, *sp;
void f(void)
{
	int r;
	asm volatile("" : "=a"(r) : "0"(&a), "r"(&b), "m"(c), "r"(d));
	asm volatile("" : "=a"(r) : "r"(&k), "i"(&g), "r"(arr), "r"(p));
	asm volatile("" : "=a"(r) : "r"(&sp->v), "r"(st.w), "r"(&*p), "r"(f));
}
/*
 * check-name: dissect: an asm input is read and may be kept where it is written: an address or an array given to one is m--, even of a const
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/asm-input-escapes.c

   1:5                    def   v a                                int
   1:8                    def   v b                                int
   1:11                   def   v c                                int
   1:14                   def   v d                                int
   1:17                   def   v g                                int
   1:20                   def   v arr                              int [4]
   2:11                   def   v k                                int
   3:5                    def   v p                                int *
   4:8                    def   s s                                
   4:16                   def   m s.v                              int
   4:23                   def   m s.w                              int [2]
   4:31                   def   v st                               struct s
   4:35                   def   v sp                               struct s *
   5:6                    def   f f                                void ( ... )
   7:13  f                def . v r                                int
   8:32  f                -w- . v r                                int
   8:42  f                m--   v a                                int
   8:51  f                m--   v b                                int
   8:59  f                -r-   v c                                int
   8:67  f                -r-   v d                                int
   9:32  f                -w- . v r                                int
   9:42  f                m--   v k                                int
   9:51  f                m--   v g                                int
   9:59  f                m--   v arr                              int [4]
   9:69  f                -r-   v p                                int *
  10:32  f                -w- . v r                                int
  10:42  f                -r-   v sp                               struct s *
  10:44  f                m--   m s.v                              int
  10:54  f                -r-   v st                               struct s
  10:56  f                m--   m s.w                              int [2]
  10:67  f                -r-   v p                                int *
  10:75  f                r--   f f                                void ( ... )
 * check-output-end
 */
