int x;
unsigned short ***p;
volatile unsigned short ***q;
static inline int in1(void) { return p == q; }
static inline int in3(void)
{
	for (int scope;;) if (0) { lab: break; } else {
		x = 1;
	}
	return 0;
}
void f1(void) { x = (char)301; in1(); x = (char)302; }
void f2(void) { x = (char)303; }
void f3(void) { x = in3(); }
void f4(void) { x = (char)304; }
/*
 * check-name: a for-statement's declaration in an inline function's copy lets the warnings after it be said, after an error of an earlier copy, as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/for-declaration-inline-after-error.c:7:36: warning: unused label 'lab'
eval/for-declaration-inline-after-error.c:12:27: warning: cast truncates bits from constant value (12d becomes 2d)
eval/for-declaration-inline-after-error.c:4:40: error: incompatible types in comparison expression (different modifiers):
eval/for-declaration-inline-after-error.c:4:40:    unsigned short ***
eval/for-declaration-inline-after-error.c:4:40:    unsigned short volatile ***
eval/for-declaration-inline-after-error.c:15:27: warning: cast truncates bits from constant value (130 becomes 30)
 * check-error-end
 */
