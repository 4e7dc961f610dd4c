static unsigned int *f(int *p)
{
	return p;
}
/*
 * check-name: -Wtypesign turns it on
 * check-command: sparse -Wtypesign $file
 *
 * check-error-start
wflags/typesign.c:3:16: warning: incorrect type in return expression (different signedness)
wflags/typesign.c:3:16:    expected unsigned int *
wflags/typesign.c:3:16:    got int *p
 * check-error-end
 */
