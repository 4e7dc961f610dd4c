static int f(void)
{
	__auto_type l = l + 1;

	return 0;
}
/*
 * check-name: __auto_type not yet known shows as sparse's unknown type 2
 * check-command: sparse $file
 *
 * check-error-start
show-type/auto-type-unknown.c:3:27: error: incompatible types for operation (+):
show-type/auto-type-unknown.c:3:27:    unknown type 2 l
show-type/auto-type-unknown.c:3:27:    int
 * check-error-end
 */
