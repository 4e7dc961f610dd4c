static int f(float d)
{
	return d << 1;
}
/*
 * check-name: << on a float
 * check-command: sparse $file
 *
 * check-error-start
eval/op-float-shift.c:3:18: error: incompatible types for operation (<<):
eval/op-float-shift.c:3:18:    float d
eval/op-float-shift.c:3:18:    int
 * check-error-end
 */
