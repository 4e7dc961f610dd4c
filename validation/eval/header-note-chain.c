#include "h5-outer.h"

static int *f(int __user *u)
{
	int *p = u;

	return p + h5_get(u);
}
/*
 * check-name: the note lists the include chain
 * check-command: sparse -Ieval/include $file
 *
 * check-error-start
eval/header-note-chain.c:5:18: warning: incorrect type in initializer (different address spaces)
eval/header-note-chain.c:5:18:    expected int *p
eval/header-note-chain.c:5:18:    got int [noderef] __user *u
eval/header-note-chain.c: note: in included file (through eval/include/h5-outer.h):
eval/include/h5-user.h:4:17: warning: dereference of noderef expression
 * check-error-end
 */
