struct s { int m; };
int z(void) { return 0; }
void h(void)
{
	int a = 1;
	int g(int y) { struct t { int n; } v = { y }; int *p = &a; return y + *p + v.n; }
	static int z(void) { return 1; }
	a = g(1) + z();
	{
		void k(struct s *q) { q->m = 2; }
		k(0);
	}
}
/*
 * check-name: dissect: a nested function (GNU C) is defined where it is, local, then walked as a function (its parameters and body)
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/nested-functions.c

   2:5                    def   f z                                int ( ... )
   3:6                    def   f h                                void ( ... )
   5:13  h                def . v a                                int
   5:13  h                -w- . v a                                int
   6:13  h                def . f g                                int ( ... )
   6:15  g                def . v y                                int
   6:31  g                def . s t                                
   6:39  g                def . m t.n                              int
   6:44  g                def . v v                                struct t
   6:44  g                -w- . v v                                struct t
   6:50  g                -w- . m t.n                              int
   6:50  g                -r- . v y                                int
   6:59  g                def . v p                                int *
   6:59  g                -w- . v p                                int *
   6:65  g                m-- . v a                                int
   6:75  g                -r- . v y                                int
   6:80  g                --r . v p                                int *
   6:84  g                -r- . v v                                struct t
   6:85  g                -r- . m t.n                              int
   7:20  h                def . f z                                int ( ... )
   8:9   h                -w- . v a                                int
   8:13  h                --r . f g                                int ( ... )
   8:20  h                --r . f z                                int ( ... )
  10:22  h                def . f k                                void ( ... )
   1:8                    def   s s                                
   1:16                   def   m s.m                              int
  10:24  k                def . v q                                struct s *
  10:39  k                --w . v q                                struct s *
  10:40  k                -w-   m s.m                              int
  11:17  h                --r . f k                                void ( ... )
 * check-output-end
 */
