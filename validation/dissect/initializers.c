struct s { int a, b; struct { int c; }; struct t { int d; } tt; };
struct { int x; } anonvar;
typedef struct { int y; } TY;
int g(int v, struct s *p)
{
	struct s loc = { 1, .b = 2, .tt = { 3 }, .c = 4 };
	struct s loc2 = { .tt.d = 5 };
	int arr[2] = { v, v };
	v;
	(void)v;
	p->c = 1;
	anonvar.x = 2;
	asm("" : "=r" (v) : "r" (p->a));
	return loc.a + loc2.b + arr[0];
}
/*
 * check-name: dissect: designated and positional initializers, asm operands
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/initializers.c

   2:8                    def   s :anonvar                         
   2:14                   def   m :anonvar.x                       int
   2:19                   def   v anonvar                          struct :anonvar
   4:5                    def   f g                                int ( ... )
   4:7   g                def . v v                                int
   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   1:19                   def   m s.b                              int
   1:35                   def   m s.c                              int
   1:48                   def   s t                                
   1:56                   def   m t.d                              int
   1:61                   def   m s.tt                             struct t
   4:14  g                def . v p                                struct s *
   6:18  g                def . v loc                              struct s
   6:18  g                -w- . v loc                              struct s
   6:26  g                -w-   m s.a                              int
   6:30  g                -w-   m s.b                              int
   6:38  g                -w-   m s.tt                             struct t
   6:45  g                -w-   m t.d                              int
   6:51  g                -w-   m s.c                              int
   7:18  g                def . v loc2                             struct s
   7:18  g                -w- . v loc2                             struct s
   7:28  g                -w-   m s.tt                             struct t
   7:31  g                -w-   m t.d                              int
   8:13  g                def . v arr                              int [2]
   8:13  g                -w- . v arr                              int [2]
   8:24  g                -r- . v v                                int
   8:27  g                -r- . v v                                int
   9:9   g                --- . v v                                int
  10:15  g                -r- . v v                                int
  11:9   g                --w . v p                                struct s *
  11:10  g                -w-   m s.c                              int
  12:9   g                -w-   v anonvar                          struct :anonvar
  12:16  g                -w-   m :anonvar.x                       int
  13:24  g                -w- . v v                                int
  13:34  g                --r . v p                                struct s *
  13:35  g                -r-   m s.a                              int
  14:16  g                -r- . v loc                              struct s
  14:19  g                -r-   m s.a                              int
  14:24  g                -r- . v loc2                             struct s
  14:28  g                -r-   m s.b                              int
  14:33  g                -r- . v arr                              int [2]
 * check-output-end
 */
