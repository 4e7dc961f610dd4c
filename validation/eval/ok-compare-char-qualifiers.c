static int g(const char *a, char *b, signed char *c, volatile char *d)
{
	return (a == b) + (c == b) + (d != b);
}
/*
 * check-name: comparing char * with const char * and signed char * is silent
 * check-command: sparse $file
 */
