int use(int *);
int usec(const int *);
int *f(int x, int a[2])
{
	int *q;
	const int *cq = &x;
	int y, z, w, v;
	long l;
	q = &x;
	use(&y);
	usec(&z);
	(void)&w;
	if (&v == 0) return 0;
	l = (long)&v;
	q = a;
	q = &a[1];
	use(a);
	return &x;
}
/*
 * check-name: dissect: an address kept where it may be written through is m, else r
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/address-kept.c

   3:5                    def   f f                                int *( ... )
   3:8   f                def . v x                                int
   3:15  f                def . v a                                int [2]
   5:13  f                def . v q                                int *
   6:19  f                def . v cq                               int const *
   6:19  f                -w- . v cq                               int const *
   6:26  f                r-- . v x                                int
   7:13  f                def . v y                                int
   7:16  f                def . v z                                int
   7:19  f                def . v w                                int
   7:22  f                def . v v                                int
   8:14  f                def . v l                                long
   9:9   f                -w- . v q                                int *
   9:14  f                m-- . v x                                int
  10:9   f                --r   f use                              int ( ... )
  10:14  f                m-- . v y                                int
  11:9   f                --r   f usec                             int ( ... )
  11:15  f                r-- . v z                                int
  12:16  f                r-- . v w                                int
  13:14  f                r-- . v v                                int
  14:9   f                -w- . v l                                long
  14:20  f                r-- . v v                                int
  15:9   f                -w- . v q                                int *
  15:13  f                m-- . v a                                int [2]
  16:9   f                -w- . v q                                int *
  16:14  f                m-- . v a                                int [2]
  17:9   f                --r   f use                              int ( ... )
  17:13  f                m-- . v a                                int [2]
  18:17  f                m-- . v x                                int
 * check-output-end
 */
