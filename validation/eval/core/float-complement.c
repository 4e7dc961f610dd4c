static double f(double d)
{
	return ~d;
}
/*
 * check-name: ~ on a double
 * check-command: sparse $file
 *
 * check-error-start
eval/core/float-complement.c:3:16: error: incompatible type for operation (~):
eval/core/float-complement.c:3:16:    double d
 * check-error-end
 */
