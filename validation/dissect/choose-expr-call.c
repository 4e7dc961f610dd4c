int f(int x, int a, long b)
{
	int r = __builtin_choose_expr(1, a, b);
	int *p = &__builtin_choose_expr(0, a, x);
	r = __builtin_constant_p(x) + __builtin_expect(x, 1);
	return __builtin_choose_expr(sizeof(x) == 4, a, b);
}
/*
 * check-name: dissect: __builtin_choose_expr is a call of the built-in, its operands arguments
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/choose-expr-call.c

   1:5                    def   f f                                int ( ... )
   1:7   f                def . v x                                int
   1:14  f                def . v a                                int
   1:21  f                def . v b                                long
   3:13  f                def . v r                                int
   3:13  f                -w- . v r                                int
   3:17  f                --r   f __builtin_choose_expr            ( ... )
   3:42  f                -r- . v a                                int
   3:45  f                -r- . v b                                long
   4:13  f                def . v p                                int *
   4:13  f                -w- . v p                                int *
   4:19  f                --r   f __builtin_choose_expr            ( ... )
   4:44  f                -r- . v a                                int
   4:47  f                -r- . v x                                int
   5:9   f                -w- . v r                                int
   5:13  f                --r   f __builtin_constant_p             ( ... )
   5:34  f                -r- . v x                                int
   5:39  f                --r   f __builtin_expect                 long ( ... )
   5:56  f                -r- . v x                                int
   6:16  f                --r   f __builtin_choose_expr            ( ... )
   6:45  f                --- . v x                                int
   6:54  f                -r- . v a                                int
   6:57  f                -r- . v b                                long
 * check-output-end
 */
