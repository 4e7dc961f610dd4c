int f(int); struct s { int m; } *p; int x, y, c, a[3];
int g(void) { return sizeof(f(x)) + sizeof((long)x) + sizeof(x = 1) + sizeof(*p) + sizeof(p->m) + sizeof(a[1]) + sizeof(&x) + sizeof(x + y) + sizeof(c ? x : y) + sizeof(x++) + sizeof(({ y; })) + sizeof((struct s){ .m = x }); }
/*
 * check-name: what sizeof's operand uses: nothing, but a call's, a cast's and an assignment's operands, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/sizeof-operands.c

   1:20                   def   s s                                
   1:28                   def   m s.m                              int
   1:33                   def   v p                                struct s *
   1:41                   def   v x                                int
   1:44                   def   v y                                int
   1:47                   def   v c                                int
   1:50                   def   v a                                int [3]
   2:5                    def   f g                                int ( ... )
   2:29  g                --r   f f                                int ( ... )
   2:31  g                -r-   v x                                int
   2:50  g                -r-   v x                                int
   2:62  g                -w-   v x                                int
   2:79  g                ---   v p                                struct s *
   2:91  g                ---   v p                                struct s *
   2:92  g                ---   m s.m                              int
   2:106 g                ---   v a                                int [3]
   2:122 g                ---   v x                                int
   2:134 g                ---   v x                                int
   2:138 g                ---   v y                                int
   2:150 g                -r-   v c                                int
   2:154 g                ---   v x                                int
   2:158 g                ---   v y                                int
   2:170 g                -m-   v x                                int
   2:187 g                ---   v y                                int
   2:216 g                -w-   m s.m                              int
   2:220 g                -r-   v x                                int
 * check-output-end
 */
