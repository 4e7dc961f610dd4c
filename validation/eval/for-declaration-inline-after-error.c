int x;
unsigned short ***p;
volatile unsigned short ***q;
static inline int in3(void)
{
	for (int scope;;) {
		x = 1;
	}
	return 0;
}
void f2(void) { x = (char)303; }
void f3(void) { x = in3(); }
void f4(void) { x = (char)304; }
void f5(void) { x = p == q; }
/*
 * check-name: a for-statement's declaration in an inline function's copy lets the warnings after it be said, as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/for-declaration-inline-after-error.c:14:23: error: incompatible types in comparison expression (different modifiers):
eval/for-declaration-inline-after-error.c:14:23:    unsigned short ***
eval/for-declaration-inline-after-error.c:14:23:    unsigned short volatile ***
eval/for-declaration-inline-after-error.c:13:27: warning: cast truncates bits from constant value (130 becomes 30)
 * check-error-end
 */
