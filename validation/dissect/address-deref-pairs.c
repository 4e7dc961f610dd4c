int add(int a, int b);
void f(int x, int *q, long y)
{
	y = *(&x);
	*((&x)) = 1;
	y = *(0, &x);
	y = *(y ? &x : &x);
	y = *(&x + 0);
	y = (&x)[0];
	y = (&(*q))[0];
	y = *&*&x;
	y = *add == 0;
	(&add)(1, 2);
	(*&add)(1, 2);
	(&*add)(1, 2);
	(&*&add)(1, 2);
}
/*
 * check-name: dissect: *&x and &*p are x and p as written (parentheses too); &x used through elsewhere uses x for nothing, *f of a function reads through it
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/address-deref-pairs.c

   2:6                    def   f f                                void ( ... )
   2:8   f                def . v x                                int
   2:15  f                def . v q                                int *
   2:23  f                def . v y                                long
   4:9   f                -w- . v y                                long
   4:16  f                -r- . v x                                int
   5:13  f                -w- . v x                                int
   6:9   f                -w- . v y                                long
   6:19  f                --- . v x                                int
   7:9   f                -w- . v y                                long
   7:15  f                -r- . v y                                long
   7:20  f                --- . v x                                int
   7:25  f                --- . v x                                int
   8:9   f                -w- . v y                                long
   8:16  f                r-- . v x                                int
   9:9   f                -w- . v y                                long
   9:15  f                r-- . v x                                int
  10:9   f                -w- . v y                                long
  10:17  f                -rr . v q                                int *
  11:9   f                -w- . v y                                long
  11:17  f                -r- . v x                                int
  12:9   f                -w- . v y                                long
  12:14  f                --r   f add                              int ( ... )
  13:11  f                ---   f add                              int ( ... )
  14:12  f                --r   f add                              int ( ... )
  15:12  f                --r   f add                              int ( ... )
  16:13  f                ---   f add                              int ( ... )
 * check-output-end
 */
