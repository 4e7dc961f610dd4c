static void f(int c)
{
	c ? (void)0 : 1;
}
/*
 * check-name: ?: between void and int
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-void-int.c:3:11: error: incompatible types in conditional expression (different base types):
eval/cond-void-int.c:3:11:    void
eval/cond-void-int.c:3:11:    int
 * check-error-end
 */
