/* Input of install/fdump-ir.c */
int f(int a)
{
	int b = a + 1;

	if (a)
		b = 2;
	return b;
}
