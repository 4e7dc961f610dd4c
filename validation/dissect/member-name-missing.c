struct s { int m; struct s *n; };
int f(struct s x, struct s *p)
{
	int y = p->;
	y = p->n->;
	x. = 1;
	x. += 1;
	&x.;
	return x.;
}
/*
 * check-name: dissect: a member access without its name (an error) is its base, used as it is
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/member-name-missing.c

   2:5                    def   f f                                int ( ... )
   1:8                    def   s s                                
   1:16                   def   m s.m                              int
   1:28                   def   m s.n                              struct s *
   2:7   f                def . v x                                struct s
   2:19  f                def . v p                                struct s *
   4:13  f                def . v y                                int
   4:13  f                -w- . v y                                int
   4:17  f                --r . v p                                struct s *
   5:9   f                -w- . v y                                int
   5:13  f                --r . v p                                struct s *
   5:14  f                --r   m s.n                              struct s *
   6:9   f                -w- . v x                                struct s
   6:12  f                -w-   m s.*                              struct s
   7:9   f                -m- . v x                                struct s
   7:12  f                -m-   m s.*                              struct s
   8:10  f                --- . v x                                struct s
   9:16  f                -r- . v x                                struct s
 * check-output-end
 *
 * check-error-start
dissect/member-name-missing.c:4:20: error: Expected member name
dissect/member-name-missing.c:5:19: error: Expected member name
dissect/member-name-missing.c:6:12: error: Expected member name
dissect/member-name-missing.c:7:12: error: Expected member name
dissect/member-name-missing.c:8:12: error: Expected member name
dissect/member-name-missing.c:9:18: error: Expected member name
 * check-error-end
 */
