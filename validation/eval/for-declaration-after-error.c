int x, *ip;
unsigned short ***p;
volatile unsigned short ***q;
void f1(void)
{
	x = p == q;
	ip = 0;
	for (int i = 0; i < 1; i++)
		ip = 0;
	ip = 0;
	x = (char)300;
}
void f2(void) { x = (char)301; }
void f3(void)
{
	x = p == q;
	for (int *i = 0, *j = (x = p == q, 0); i; )
		ip = 0;
	ip = 0;
}
/*
 * check-name: a for-statement's declarations start over with no error: the warnings after them are said, as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/for-declaration-after-error.c:6:15: error: incompatible types in comparison expression (different modifiers):
eval/for-declaration-after-error.c:6:15:    unsigned short ***
eval/for-declaration-after-error.c:6:15:    unsigned short volatile ***
eval/for-declaration-after-error.c:9:22: warning: Using plain integer as NULL pointer
eval/for-declaration-after-error.c:10:14: warning: Using plain integer as NULL pointer
eval/for-declaration-after-error.c:16:15: error: incompatible types in comparison expression (different modifiers):
eval/for-declaration-after-error.c:16:15:    unsigned short ***
eval/for-declaration-after-error.c:16:15:    unsigned short volatile ***
eval/for-declaration-after-error.c:17:23: warning: Using plain integer as NULL pointer
eval/for-declaration-after-error.c:17:38: error: incompatible types in comparison expression (different modifiers):
eval/for-declaration-after-error.c:17:38:    unsigned short ***
eval/for-declaration-after-error.c:17:38:    unsigned short volatile ***
 * check-error-end
 */
