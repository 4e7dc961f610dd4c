enum e { A, B = A + 1 };
struct s { int a, b; };
static inline int si(int x) { return x + A; }
inline int ni(int y) { return y; }
extern int ext;
int decl(int);
typedef int T;
int f(int n, struct s *sp)
{
	extern int lext;
	T t = 0;
	int i, r = 0;
	for (i = 0; i < n; i++)
		r += si(i);
	while (n--) r = -r;
	do { r = !r; } while (0);
	switch (n) { case A: r = ~r; break; default: r = n ? r : i; }
	r = (n, i);
	r = ({ int z = 2; z; });
	r = ((struct s){ .a = 1 }).a;
	sp->a++;
	--sp->b;
	t = lext + ext + B;
	r = sizeof(*sp);
	return decl(r) + t;
}
/*
 * check-name: dissect: every statement, inline functions and enumerators not reported
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/statements.c

   8:5                    def   f f                                int ( ... )
   8:7   f                def . v n                                int
   2:8                    def   s s                                
   2:16                   def   m s.a                              int
   2:19                   def   m s.b                              int
   8:14  f                def . v sp                               struct s *
  11:11  f                def . v t                                int
  11:11  f                -w- . v t                                int
  12:13  f                def . v i                                int
  12:16  f                def . v r                                int
  12:16  f                -w- . v r                                int
  13:14  f                -w- . v i                                int
  13:21  f                -r- . v i                                int
  13:25  f                -r- . v n                                int
  13:28  f                -m- . v i                                int
  14:17  f                -m- . v r                                int
  14:22  f                --r   f si                               int ( ... )
  14:25  f                -r- . v i                                int
  15:16  f                -m- . v n                                int
  15:21  f                -w- . v r                                int
  15:26  f                -r- . v r                                int
  16:14  f                -w- . v r                                int
  16:19  f                -r- . v r                                int
  17:17  f                -r- . v n                                int
  17:30  f                -w- . v r                                int
  17:35  f                -r- . v r                                int
  17:54  f                -w- . v r                                int
  17:58  f                -r- . v n                                int
  17:62  f                -r- . v r                                int
  17:66  f                -r- . v i                                int
  18:9   f                -w- . v r                                int
  18:14  f                --- . v n                                int
  18:17  f                -r- . v i                                int
  19:9   f                -w- . v r                                int
  19:20  f                def . v z                                int
  19:20  f                -w- . v z                                int
  19:27  f                -r- . v z                                int
  20:9   f                -w- . v r                                int
  20:27  f                -w-   m s.a                              int
  20:35  f                -r-   m s.a                              int
  21:9   f                --m . v sp                               struct s *
  21:11  f                -m-   m s.a                              int
  22:11  f                --m . v sp                               struct s *
  22:13  f                -m-   m s.b                              int
  23:9   f                -w- . v t                                int
  23:13  f                -r- . v lext                             int
  23:20  f                -r-   v ext                              int
  24:9   f                -w- . v r                                int
  24:21  f                --- . v sp                               struct s *
  25:16  f                --r   f decl                             int ( ... )
  25:21  f                -r- . v r                                int
  25:26  f                -r- . v t                                int
 * check-output-end
 */
