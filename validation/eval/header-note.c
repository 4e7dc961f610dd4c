#include "h5-user.h"

static int *f(int __user *u)
{
	return h5_strip(u) + 0 * h5_get(u);
}
/*
 * check-name: a diagnostic in an included header gets a note line
 * check-command: sparse -Ieval/include $file
 *
 * check-error-start
eval/header-note.c: note: in included file:
eval/include/h5-user.h:8:16: warning: incorrect type in return expression (different address spaces)
eval/include/h5-user.h:8:16:    expected int *
eval/include/h5-user.h:8:16:    got int [noderef] __user *u
eval/include/h5-user.h:4:17: warning: dereference of noderef expression
 * check-error-end
 */
