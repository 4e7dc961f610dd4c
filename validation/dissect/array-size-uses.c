static const int k = 3;
static char a[__builtin_constant_p(k) + k];
int f(int n)
{
	int v[k + 1];

	switch (n) {
	case k:
		return sizeof(v);
	case 1 ... 2:
		return sizeof(int[3][k]);
	}
	return 0;
}
/*
 * check-name: dissect: an array's size read where its type is first met, before its definition; case labels read
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/array-size-uses.c

   1:18                   def   v k                                int
   1:18                   -w-   v k                                int
   2:15                   --r   f __builtin_constant_p             ( ... )
   2:36                   -r-   v k                                int
   2:41                   -r-   v k                                int
   2:13                   def   v a                                char [4]
   3:5                    def   f f                                int ( ... )
   3:7   f                def . v n                                int
   5:15  f                -r-   v k                                int
   5:13  f                def . v v                                int [4]
   7:17  f                -r- . v n                                int
   8:14  f                -r-   v k                                int
   9:31  f                --- . v v                                int [4]
 * check-output-end
 */
