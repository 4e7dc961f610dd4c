/* Input of install/storage.c */
int loop(int n, int step)
{
	int s = 0;

	while (n > 0) {
		s += step;
		n--;
	}
	return s;
}
