struct s { int m; } *p, *q;
static long se(__typeof(__builtin_choose_expr(sizeof(int) == 4, 0LL, 0L)) a, long b);
long x(long u, long v)
{
	return se(u, v);
}
static long se(__typeof(__builtin_choose_expr(sizeof(int) == 4, 0LL, 0L)) a, long b)
{
	__typeof__(__builtin_choose_expr(1, p, q)) r = p;
	__typeof__(__builtin_choose_expr(1, p, q)->m) t;
	__typeof__(*__builtin_choose_expr(1, p, q)) w;
	__typeof__(__builtin_choose_expr(1, p, q) + 1) y;
	r->m = 2;
	return a + b;
}
/*
 * check-name: dissect: __builtin_choose_expr is a call of type ( ... ): its value of a bad type, a parameter's typeof walked where the parameter is examined
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/choose-expr-type.c

   1:8                    def   s s                                
   1:16                   def   m s.m                              int
   1:21                   def   v p                                struct s *
   1:25                   def   v q                                struct s *
   2:13                   def   f se                               long ( ... )
   3:6                    def   f x                                long ( ... )
   3:8   x                def . v u                                long
   3:16  x                def . v v                                long
   5:16  x                --r   f se                               long ( ... )
   2:25  x                --r   f __builtin_choose_expr            ( ... )
   5:19  x                -r- . v u                                long
   5:22  x                -r- . v v                                long
   7:13                   def   f se                               long ( ... )
   7:25  se               --r   f __builtin_choose_expr            ( ... )
   7:16  se               def . v a                                bad type
   7:78  se               def . v b                                long
   9:20  se               --r   f __builtin_choose_expr            ( ... )
   9:45  se               -r-   v p                                struct s *
   9:48  se               -r-   v q                                struct s *
   9:52  se               def . v r                                bad type
   9:52  se               -w- . v r                                bad type
   9:56  se               -r-   v p                                struct s *
  10:20  se               --r   f __builtin_choose_expr            ( ... )
  10:45  se               -r-   v p                                struct s *
  10:48  se               -r-   v q                                struct s *
  10:50  se               ---   m ?.m                              bad type
  10:55  se               def . v t                                bad type
  11:21  se               --r   f __builtin_choose_expr            ( ... )
  11:46  se               -r-   v p                                struct s *
  11:49  se               -r-   v q                                struct s *
  11:53  se               def . v w                                bad type
  12:20  se               --r   f __builtin_choose_expr            ( ... )
  12:45  se               -r-   v p                                struct s *
  12:48  se               -r-   v q                                struct s *
  12:56  se               def . v y                                bad type
  13:9   se               --w . v r                                bad type
  13:10  se               -w-   m ?.m                              bad type
  14:16  se               -r- . v a                                bad type
  14:20  se               -r- . v b                                long
 * check-output-end
 */
