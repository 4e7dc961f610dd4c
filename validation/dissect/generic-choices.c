int f(int x, int a, long b, int c)
{
	int r = _Generic(x, int: a, long: b, default: c);
	int t = _Generic(x, long: b, int: a);
	typeof(_Generic(x, long: b, default: c)) u;
	return sizeof(_Generic(x, long: b, default: c));
}
/*
 * check-name: dissect: _Generic's control used for nothing, then each choice as the whole is used; typeof takes the chosen one's type
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/generic-choices.c

   1:5                    def   f f                                int ( ... )
   1:7   f                def . v x                                int
   1:14  f                def . v a                                int
   1:21  f                def . v b                                long
   1:29  f                def . v c                                int
   3:13  f                def . v r                                int
   3:13  f                -w- . v r                                int
   3:26  f                --- . v x                                int
   3:34  f                -r- . v a                                int
   3:43  f                -r- . v b                                long
   3:55  f                -r- . v c                                int
   4:13  f                def . v t                                int
   4:13  f                -w- . v t                                int
   4:26  f                --- . v x                                int
   4:35  f                -r- . v b                                long
   4:43  f                -r- . v a                                int
   5:25  f                --- . v x                                int
   5:34  f                --- . v b                                long
   5:46  f                --- . v c                                int
   5:50  f                def . v u                                int
   6:32  f                --- . v x                                int
   6:41  f                --- . v b                                long
   6:53  f                --- . v c                                int
 * check-output-end
 */
