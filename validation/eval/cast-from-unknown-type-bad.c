int x;
unsigned short ***p;
volatile unsigned short ***q;
int g(int, int);

void f1(void)
{
	x = (long)(p == q) + (char)300;
	x = (char)301 + (long)(p == q);
	x = (long)(long)(p == q) + (char)302;
	x = ((long)(p == q), (char)303);
	x = (long)(u1 + 1) + (char)304;
	x = (void)(p == q), (char)305;
	x = g(p == q, (char)306);
	x = g(1, (long)(p == q)) + (char)307;
	if (-(long)(p == q))
		x = (char)308;
}

_Static_assert((long)&nope + 1, "");
_Static_assert(1 + (long)&nope, "");
_Static_assert(-(long)&nope, "");
_Static_assert(((long)&nope), "");
_Static_assert((1, (long)&nope), "");
_Static_assert((long)(long)&nope, "");
_Static_assert(1 ? (long)&nope : 0, "");
_Static_assert(__builtin_constant_p((long)&nope + 1), "");
_Static_assert(sizeof(int[nope]), "");

void f2(void) { }
/*
 * check-name: a cast from an unknown type is of the bad type: an operator on it fails, a constant expression is not constant
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/cast-from-unknown-type-bad.c:20:23: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:20:17: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:20:28: error: bad constant expression type
eval/cast-from-unknown-type-bad.c:21:27: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:21:21: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:21:18: error: bad constant expression type
eval/cast-from-unknown-type-bad.c:22:24: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:22:18: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:22:16: error: bad constant expression
eval/cast-from-unknown-type-bad.c:23:24: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:23:18: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:23:18: error: bad constant expression
eval/cast-from-unknown-type-bad.c:24:27: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:24:21: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:24:18: error: bad constant expression
eval/cast-from-unknown-type-bad.c:25:29: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:25:23: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:25:17: error: bad constant expression
eval/cast-from-unknown-type-bad.c:26:27: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:26:21: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:26:18: error: incompatible types in conditional expression (different base types):
eval/cast-from-unknown-type-bad.c:26:18:    bad type
eval/cast-from-unknown-type-bad.c:26:18:    int
eval/cast-from-unknown-type-bad.c:26:18: error: bad constant expression type
eval/cast-from-unknown-type-bad.c:27:44: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:27:38: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:27:36: error: bad constant expression type
eval/cast-from-unknown-type-bad.c:28:27: error: undefined identifier 'nope'
eval/cast-from-unknown-type-bad.c:28:27: error: bad constant expression type
eval/cast-from-unknown-type-bad.c:28:16: error: bad constant expression
eval/cast-from-unknown-type-bad.c:8:22: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:8:22:    unsigned short ***
eval/cast-from-unknown-type-bad.c:8:22:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:8:14: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:9:34: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:9:34:    unsigned short ***
eval/cast-from-unknown-type-bad.c:9:34:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:9:26: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:10:28: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:10:28:    unsigned short ***
eval/cast-from-unknown-type-bad.c:10:28:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:10:20: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:11:23: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:11:23:    unsigned short ***
eval/cast-from-unknown-type-bad.c:11:23:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:11:15: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:12:20: error: undefined identifier 'u1'
eval/cast-from-unknown-type-bad.c:12:14: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:13:22: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:13:22:    unsigned short ***
eval/cast-from-unknown-type-bad.c:13:22:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:14:17: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:14:17:    unsigned short ***
eval/cast-from-unknown-type-bad.c:14:17:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:15:27: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:15:27:    unsigned short ***
eval/cast-from-unknown-type-bad.c:15:27:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:15:19: error: cast from unknown type
eval/cast-from-unknown-type-bad.c:16:23: error: incompatible types in comparison expression (different modifiers):
eval/cast-from-unknown-type-bad.c:16:23:    unsigned short ***
eval/cast-from-unknown-type-bad.c:16:23:    unsigned short volatile ***
eval/cast-from-unknown-type-bad.c:16:15: error: cast from unknown type
 * check-error-end
 */
