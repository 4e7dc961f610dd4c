struct s { int a[4]; int b; struct { int c; } in; };
int (*fp)(void);
void *x;
int f(struct s *p, int (**fpp)(void))
{
	int (*pa)[4] = &p->a;
	int *pb = &p->b;
	void *pi = &p->in;
	int *pc = &p->in.c;
	int *pd = p->a;
	int *pe = &p->a[1];
	int v = *fp;
	int w = (*fp)();
	int u = (**fpp)();
	goto *x;
	return v + w;
}
/*
 * check-name: dissect: goto *p and *fp read through the pointer; &p->a of an array member reads p only
 * check-command: test-dissect $file
 *
 * check-error-start
dissect/through-pointer-modes.c:4:5: warning: function 'f' has computed goto but no targets?
 * check-error-end
 *
 * check-output-start

FILE: dissect/through-pointer-modes.c

   2:5                    def   v fp                               int ( * )( ... )
   3:6                    def   v x                                void *
   4:5                    def   f f                                int ( ... )
   1:8                    def   s s                                
   1:16                   def   m s.a                              int [4]
   1:26                   def   m s.b                              int
   1:36                   def   s s:in                             
   1:42                   def   m s:in.c                           int
   1:47                   def   m s.in                             struct s:in
   4:7   f                def . v p                                struct s *
   4:20  f                def . v fpp                              int ( ** )( ... )
   6:13  f                def . v pa                               int ( * )[4]
   6:13  f                -w- . v pa                               int ( * )[4]
   6:25  f                -r- . v p                                struct s *
   6:26  f                m--   m s.a                              int [4]
   7:13  f                def . v pb                               int *
   7:13  f                -w- . v pb                               int *
   7:20  f                -r- . v p                                struct s *
   7:21  f                m--   m s.b                              int
   8:14  f                def . v pi                               void *
   8:14  f                -w- . v pi                               void *
   8:21  f                -r- . v p                                struct s *
   8:22  f                m--   m s.in                             struct s:in
   9:13  f                def . v pc                               int *
   9:13  f                -w- . v pc                               int *
   9:20  f                -r- . v p                                struct s *
   9:21  f                m--   m s.in                             struct s:in
   9:25  f                m--   m s:in.c                           int
  10:13  f                def . v pd                               int *
  10:13  f                -w- . v pd                               int *
  10:19  f                --r . v p                                struct s *
  10:20  f                m--   m s.a                              int [4]
  11:13  f                def . v pe                               int *
  11:13  f                -w- . v pe                               int *
  11:20  f                --r . v p                                struct s *
  11:21  f                m--   m s.a                              int [4]
  12:13  f                def . v v                                int
  12:13  f                -w- . v v                                int
  12:18  f                --r   v fp                               int ( * )( ... )
  13:13  f                def . v w                                int
  13:13  f                -w- . v w                                int
  13:19  f                --r   v fp                               int ( * )( ... )
  14:13  f                def . v u                                int
  14:13  f                -w- . v u                                int
  14:20  f                --r . v fpp                              int ( ** )( ... )
  15:15  f                --r   v x                                void *
  16:16  f                -r- . v v                                int
  16:20  f                -r- . v w                                int
 * check-output-end
 */
