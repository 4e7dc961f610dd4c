extern void take_u(unsigned int *p);
extern void take_c(char *p);

static void f(int *pi, unsigned char *uc, signed char *sc)
{
	take_u(pi);
	take_c(uc);
	take_c(sc);
}
/*
 * check-name: pointers differing only in signedness are silent by default
 * check-command: sparse $file
 */
