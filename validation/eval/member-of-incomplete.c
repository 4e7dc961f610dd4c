static int h(struct nope *p)
{
	return p->a;
}
/*
 * check-name: -> through a pointer to an incomplete struct
 * check-command: sparse $file
 *
 * check-error-start
eval/member-of-incomplete.c:3:17: error: using member 'a' in incomplete struct nope
 * check-error-end
 */
