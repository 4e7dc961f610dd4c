static int f(int a, int b)
{
	return (!a && b) + !(a & b) + (!a + b) + (!a == !b);
}
/*
 * check-name: !x && y, !(x & y) and !x + y are silent
 * check-command: sparse $file
 */
