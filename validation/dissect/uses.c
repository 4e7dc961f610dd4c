struct point { int x, y; struct point *next; };
int g;
static int sg = 1;
int f(int a, struct point *p)
{
	int l = a;
	p->x = l;
	g += p->y;
	l = p->next->x;
	int *q = &p->y;
	*q = 3;
	sg++;
	f(1, 0);
	return l + sizeof(p->x);
}
/*
 * check-name: dissect: the modes of uses: read, write, through a pointer, address taken, in sizeof
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/uses.c

   2:5                    def   v g                                int
   3:12                   def   v sg                               int
   3:12                   -w-   v sg                               int
   4:5                    def   f f                                int ( ... )
   4:7   f                def . v a                                int
   1:8                    def   s point                            
   1:20                   def   m point.x                          int
   1:23                   def   m point.y                          int
   1:39                   def   m point.next                       struct point *
   4:14  f                def . v p                                struct point *
   6:13  f                def . v l                                int
   6:13  f                -w- . v l                                int
   6:17  f                -r- . v a                                int
   7:9   f                --w . v p                                struct point *
   7:10  f                -w-   m point.x                          int
   7:16  f                -r- . v l                                int
   8:9   f                -m-   v g                                int
   8:14  f                --r . v p                                struct point *
   8:15  f                -r-   m point.y                          int
   9:9   f                -w- . v l                                int
   9:13  f                --r . v p                                struct point *
   9:14  f                --r   m point.next                       struct point *
   9:20  f                -r-   m point.x                          int
  10:13  f                def . v q                                int *
  10:13  f                -w- . v q                                int *
  10:19  f                -r- . v p                                struct point *
  10:20  f                m--   m point.y                          int
  11:10  f                --w . v q                                int *
  12:9   f                -m-   v sg                               int
  13:9   f                --r   f f                                int ( ... )
  14:16  f                -r- . v l                                int
  14:27  f                --- . v p                                struct point *
  14:28  f                ---   m point.x                          int
 * check-output-end
 */
