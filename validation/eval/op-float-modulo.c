static int f(float d)
{
	return d % 2;
}
/*
 * check-name: % on a float
 * check-command: sparse $file
 *
 * check-error-start
eval/op-float-modulo.c:3:18: error: incompatible types for operation (%):
eval/op-float-modulo.c:3:18:    float d
eval/op-float-modulo.c:3:18:    int
 * check-error-end
 */
