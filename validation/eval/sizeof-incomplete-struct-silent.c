static struct nope n;

static unsigned long g(void)
{
	return sizeof(struct nope) + sizeof(n);
}
/*
 * check-name: sizeof of an incomplete struct is not diagnosed
 * check-command: sparse $file
 */
