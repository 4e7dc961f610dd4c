struct s { int x; struct t { int y; } in; } a, b, *p;
union u { int i; } ua, ub;
int f(int);
void g(int (*fp)(int))
{
	a += b;
	a -= b;
	*p |= b;
	a.in *= b.in;
	ua += ub;
	a = b;
	f = fp;
	f += 1;
	f++;
}
/*
 * check-name: dissect: a += b of structs writes them whole, read first (m); a function assigned is written, read as its address
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/assign-whole-and-function.c

   1:8                    def   s s                                
   1:16                   def   m s.x                              int
   1:26                   def   s t                                
   1:34                   def   m t.y                              int
   1:39                   def   m s.in                             struct t
   1:45                   def   v a                                struct s
   1:48                   def   v b                                struct s
   1:51                   def   v p                                struct s *
   2:7                    def   s u                                
   2:15                   def   m u.i                              int
   2:20                   def   v ua                               union u
   2:24                   def   v ub                               union u
   4:6                    def   f g                                void ( ... )
   4:8   g                def . v fp                               int ( * )( ... )
   6:9   g                -m-   v a                                struct s
   6:11  g                -m-   m s.*                              struct s
   6:11  g                -m-   m t.*                              struct t
   6:14  g                -r-   v b                                struct s
   7:9   g                -m-   v a                                struct s
   7:11  g                -m-   m s.*                              struct s
   7:11  g                -m-   m t.*                              struct t
   7:14  g                -r-   v b                                struct s
   8:10  g                --m   v p                                struct s *
   8:12  g                -m-   m s.*                              struct s
   8:12  g                -m-   m t.*                              struct t
   8:15  g                -r-   v b                                struct s
   9:9   g                -m-   v a                                struct s
   9:10  g                -m-   m s.in                             struct t
   9:14  g                -m-   m t.*                              struct t
   9:17  g                -r-   v b                                struct s
   9:18  g                -r-   m s.in                             struct t
  10:9   g                -m-   v ua                               union u
  10:12  g                -m-   m u.*                              union u
  10:15  g                -r-   v ub                               union u
  11:9   g                -w-   v a                                struct s
  11:11  g                -w-   m s.*                              struct s
  11:11  g                -w-   m t.*                              struct t
  11:13  g                -r-   v b                                struct s
  12:9   g                -w-   f f                                int ( ... )
  12:13  g                -r- . v fp                               int ( * )( ... )
  13:9   g                rw-   f f                                int ( ... )
  14:9   g                rw-   f f                                int ( ... )
 * check-output-end
 */
