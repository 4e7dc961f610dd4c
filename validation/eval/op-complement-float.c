static int f(float d)
{
	return ~d;
}
/*
 * check-name: ~ on a float
 * check-command: sparse $file
 *
 * check-error-start
eval/op-complement-float.c:3:16: error: incompatible type for operation (~):
eval/op-complement-float.c:3:16:    float d
 * check-error-end
 */
