#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };
/*
 * check-name: the C standard example of placemarkers
 * check-command: sparse -E $file
 *
 * check-output-start

int j[] = { 123, 45, 67, 89,
	10, 11, 12, };
 * check-output-end
 */
