static _Bool f(int *p)
{
	_Bool b = p;

	return b;
}
/*
 * check-name: a pointer converts to _Bool quietly
 * check-command: sparse $file
 */
