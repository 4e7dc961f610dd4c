static unsigned int *f(int *p)
{
	return p;
}
/*
 * check-name: -Wtypesign is off by default
 * check-command: sparse $file
 */
