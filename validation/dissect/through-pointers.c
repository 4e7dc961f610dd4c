int **q; int *pa[3]; struct s { int *m; int a[2]; } *sp, sv;
int f(void) { return **q + *pa[1] + *sp->m + sp->a[1] + *sv.m + sv.a[0] + q[0][0]; }
void g(void) { **q = 1; *pa[1] = 2; *sp->m = 3; sp->a[1] = 4; q[1][1] = 5; }
/*
 * check-name: a pointer read through is read: **q, *pa[1], as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/through-pointers.c

   1:5                    def   v q                                int **
   1:14                   def   v pa                               int *[3]
   1:29                   def   s s                                
   1:37                   def   m s.m                              int *
   1:45                   def   m s.a                              int [2]
   1:53                   def   v sp                               struct s *
   1:58                   def   v sv                               struct s
   2:5                    def   f f                                int ( ... )
   2:24  f                --r   v q                                int **
   2:29  f                -r-   v pa                               int *[3]
   2:38  f                --r   v sp                               struct s *
   2:40  f                --r   m s.m                              int *
   2:46  f                --r   v sp                               struct s *
   2:48  f                -r-   m s.a                              int [2]
   2:58  f                -r-   v sv                               struct s
   2:60  f                --r   m s.m                              int *
   2:65  f                -r-   v sv                               struct s
   2:67  f                -r-   m s.a                              int [2]
   2:75  f                -rr   v q                                int **
   3:6                    def   f g                                void ( ... )
   3:18  g                --r   v q                                int **
   3:26  g                -r-   v pa                               int *[3]
   3:38  g                --r   v sp                               struct s *
   3:40  g                --w   m s.m                              int *
   3:49  g                --r   v sp                               struct s *
   3:51  g                -w-   m s.a                              int [2]
   3:63  g                -rr   v q                                int **
 * check-output-end
 */
