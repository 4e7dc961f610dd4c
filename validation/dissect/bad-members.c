struct t;
struct s { int a; int *q; };
int f(struct s *p, struct t *pt, int *a, struct s v, int i, long j)
{
	int r;
	r = p->x;
	r = a[p->b];
	r = *(i + j);
	r = *(p->c + i);
	p->d = 1;
	r = *p->e;
	r = v->a;
	r = v.q[1];
	r = pt->y;
	r = a[u];
	r = (&p->y)->z;
	return p->z.w;
}
/*
 * check-name: dissect: no such member is s.x, of no struct ?.x, of a bad type; a bad type is used through as a pointer
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/bad-members.c

   3:5                    def   f f                                int ( ... )
   2:8                    def   s s                                
   2:16                   def   m s.a                              int
   2:23                   def   m s.q                              int *
   3:7   f                def . v p                                struct s *
   3:20  f                def . v pt                               struct t *
   3:34  f                def . v a                                int *
   3:42  f                def . v v                                struct s
   3:54  f                def . v i                                int
   3:61  f                def . v j                                long
   5:13  f                def . v r                                int
   6:9   f                -w- . v r                                int
   6:13  f                --r . v p                                struct s *
   6:14  f                -r-   m s.x                              bad type
   7:9   f                -w- . v r                                int
   7:13  f                -rr . v a                                int *
   7:15  f                --r . v p                                struct s *
   7:16  f                -rr   m s.b                              bad type
   8:9   f                -w- . v r                                int
   8:15  f                -r- . v i                                int
   8:19  f                -r- . v j                                long
   9:9   f                -w- . v r                                int
   9:15  f                --r . v p                                struct s *
   9:16  f                -rr   m s.c                              bad type
   9:22  f                -r- . v i                                int
  10:9   f                --w . v p                                struct s *
  10:10  f                -w-   m s.d                              bad type
  11:9   f                -w- . v r                                int
  11:14  f                --r . v p                                struct s *
  11:15  f                --r   m s.e                              bad type
  12:9   f                -w- . v r                                int
  12:13  f                --r . v v                                struct s
  12:14  f                -r-   m ?.a                              bad type
  13:9   f                -w- . v r                                int
  13:13  f                -r- . v v                                struct s
  13:14  f                -rr   m s.q                              int *
  14:9   f                -w- . v r                                int
  14:13  f                --r . v pt                               struct t *
  14:15  f                -r-   m t.y                              bad type
  15:9   f                -w- . v r                                int
  15:13  f                -rr . v a                                int *
  15:15  f                -rr   v u                                bad type
  16:9   f                -w- . v r                                int
  16:15  f                --r . v p                                struct s *
  16:16  f                -r-   m s.y                              bad type
  16:20  f                -r-   m ?.z                              bad type
  17:16  f                --r . v p                                struct s *
  17:17  f                -r-   m s.z                              bad type
  17:20  f                -r-   m ?.w                              bad type
 * check-output-end
 */
