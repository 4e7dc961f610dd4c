struct s { int *m; int a[2]; struct { int b[2]; } in; } *sp, sv;
void g(void) { sp->a[1] = 4; sv.a[0] = 1; sv.in.b[1] = 2; sp->in.b[0] = 3; }
int h(void) { return sp->a[1] + sv.a[0] + sv.in.b[1]; }
int *k(void) { int *p = sp->a; p = sv.a; return &sv.a[1]; }
/*
 * check-name: an array member only reads its base, however it is used, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/array-members.c

   1:8                    def   s s                                
   1:16                   def   m s.m                              int *
   1:24                   def   m s.a                              int [2]
   1:37                   def   s s:in                             
   1:43                   def   m s:in.b                           int [2]
   1:51                   def   m s.in                             struct s:in
   1:57                   def   v sp                               struct s *
   1:62                   def   v sv                               struct s
   2:6                    def   f g                                void ( ... )
   2:16  g                --r   v sp                               struct s *
   2:18  g                -w-   m s.a                              int [2]
   2:30  g                -r-   v sv                               struct s
   2:32  g                -w-   m s.a                              int [2]
   2:43  g                -r-   v sv                               struct s
   2:45  g                -r-   m s.in                             struct s:in
   2:48  g                -w-   m s:in.b                           int [2]
   2:59  g                --r   v sp                               struct s *
   2:61  g                -r-   m s.in                             struct s:in
   2:65  g                -w-   m s:in.b                           int [2]
   3:5                    def   f h                                int ( ... )
   3:22  h                --r   v sp                               struct s *
   3:24  h                -r-   m s.a                              int [2]
   3:33  h                -r-   v sv                               struct s
   3:35  h                -r-   m s.a                              int [2]
   3:43  h                -r-   v sv                               struct s
   3:45  h                -r-   m s.in                             struct s:in
   3:48  h                -r-   m s:in.b                           int [2]
   4:5                    def   f k                                int *( ... )
   4:20  k                def . v p                                int *
   4:20  k                -w- . v p                                int *
   4:25  k                --r   v sp                               struct s *
   4:27  k                m--   m s.a                              int [2]
   4:32  k                -w- . v p                                int *
   4:36  k                -r-   v sv                               struct s
   4:38  k                m--   m s.a                              int [2]
   4:50  k                -r-   v sv                               struct s
   4:52  k                m--   m s.a                              int [2]
 * check-output-end
 */
