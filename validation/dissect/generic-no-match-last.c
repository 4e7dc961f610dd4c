struct folio { int x; };
struct s1 { int m1; }; struct s2 { int m2; }; struct s3 { int m3; };
int f(struct folio *fo, int i)
{
	return (_Generic((fo), const struct folio *: (struct s1 *)0, struct folio *: (struct s2 *)0))->m2
	     + (_Generic((i), long: (struct s1 *)0, char: (struct s2 *)0, default: (struct s3 *)0))->m3
	     + (_Generic((i), long: (struct s1 *)0, char: (struct s2 *)0))->m2;
}
/*
 * check-name: dissect: a _Generic whose control matches no association (a pointer never does) and has no default is its last association's value, as sparse's dissect
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/generic-no-match-last.c

   3:5                    def   f f                                int ( ... )
   1:8                    def   s folio                            
   1:20                   def   m folio.x                          int
   3:7   f                def . v fo                               struct folio *
   3:25  f                def . v i                                int
   5:27  f                --- . v fo                               struct folio *
   2:8                    def   s s1                               
   2:17                   def   m s1.m1                            int
   2:31                   def   s s2                               
   2:40                   def   m s2.m2                            int
   5:102 f                -r-   m s2.m2                            int
   6:27  f                --- . v i                                int
   2:54                   def   s s3                               
   2:63                   def   m s3.m3                            int
   6:100 f                -r-   m s3.m3                            int
   7:27  f                --- . v i                                int
   7:75  f                -r-   m s2.m2                            int
 * check-output-end
 */
