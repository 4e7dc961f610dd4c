static int h(void)
{
	"abc" = 0;
	return 0;
}
/*
 * check-name: assigning to a string literal
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-to-string.c:3:15: warning: incorrect type in assignment (invalid types)
eval/assign-to-string.c:3:15:    expected char static [4]
eval/assign-to-string.c:3:15:    got int
 * check-error-end
 */
