static void f(int x)
{
	do
		x--;
	while (x);
}
/*
 * check-name: -Wdo-while is off by default
 * check-command: sparse $file
 */
