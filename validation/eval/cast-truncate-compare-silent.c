static int k(unsigned char c, signed char s)
{
	return (c == 0x1ff) + (s < 300) + (c != -1);
}
/*
 * check-name: comparing a char with a constant out of its range is silent
 * check-command: sparse $file
 */
