static int f(int i)
{
	static void *tab[] = { &&a, &&b };

	goto *tab[i & 1];
a:
	return 1;
b:
	return 2;
}
/*
 * check-name: &&label and computed goto are silent
 * check-command: sparse $file
 */
