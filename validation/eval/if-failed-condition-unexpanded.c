int x, y;
unsigned short ***p;
volatile unsigned short ***q;
struct s { int a; } s;

void f1(void)
{
	if (p == q)
		y = (char)300;
	else
		y = (char)301;
	y = (char)302;
	while (p == q)
		y = (char)303;
	for (y = (char)304; p == q; y = (char)305)
		y = (char)306;
	do
		y = (char)307;
	while (p == q);
	switch (p == q) {
	case 1: y = (char)308;
	}
	if ((p == q) , 1)
		y = (char)309;
	if (x, (p == q))
		y = (char)310;
	if (!(p == q))
		y = (char)311;
	if (sizeof(p == q))
		y = (char)312;
	if (s)
		y = (char)313;
	if ((long)(p == q))
		y = (char)314;
	if ((long)(long)(p == q))
		y = (char)315;
	if (x)
		y = (char)316;
	else if (p == q)
		y = (char)317;
	else
		y = (char)318;
}

void f2(void) { }
/*
 * check-name: an if whose condition failed: its branches are not expanded (no folding warnings there), as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/if-failed-condition-unexpanded.c:8:15: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:8:15:    unsigned short ***
eval/if-failed-condition-unexpanded.c:8:15:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:13:18: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:13:18:    unsigned short ***
eval/if-failed-condition-unexpanded.c:13:18:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:15:31: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:15:31:    unsigned short ***
eval/if-failed-condition-unexpanded.c:15:31:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:19:18: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:19:18:    unsigned short ***
eval/if-failed-condition-unexpanded.c:19:18:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:20:19: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:20:19:    unsigned short ***
eval/if-failed-condition-unexpanded.c:20:19:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:21:14: error: incompatible types for 'case' statement
eval/if-failed-condition-unexpanded.c:23:16: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:23:16:    unsigned short ***
eval/if-failed-condition-unexpanded.c:23:16:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:25:19: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:25:19:    unsigned short ***
eval/if-failed-condition-unexpanded.c:25:19:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:27:17: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:27:17:    unsigned short ***
eval/if-failed-condition-unexpanded.c:27:17:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:29:22: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:29:22:    unsigned short ***
eval/if-failed-condition-unexpanded.c:29:22:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:31:13: error: non-scalar type in conditional:
eval/if-failed-condition-unexpanded.c:31:13:    struct s [addressable] [toplevel] s
eval/if-failed-condition-unexpanded.c:33:22: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:33:22:    unsigned short ***
eval/if-failed-condition-unexpanded.c:33:22:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:33:14: error: cast from unknown type
eval/if-failed-condition-unexpanded.c:35:28: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:35:28:    unsigned short ***
eval/if-failed-condition-unexpanded.c:35:28:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:35:20: error: cast from unknown type
eval/if-failed-condition-unexpanded.c:39:20: error: incompatible types in comparison expression (different modifiers):
eval/if-failed-condition-unexpanded.c:39:20:    unsigned short ***
eval/if-failed-condition-unexpanded.c:39:20:    unsigned short volatile ***
eval/if-failed-condition-unexpanded.c:12:19: warning: cast truncates bits from constant value (12e becomes 2e)
eval/if-failed-condition-unexpanded.c:14:27: warning: cast truncates bits from constant value (12f becomes 2f)
eval/if-failed-condition-unexpanded.c:15:24: warning: cast truncates bits from constant value (130 becomes 30)
eval/if-failed-condition-unexpanded.c:16:27: warning: cast truncates bits from constant value (132 becomes 32)
eval/if-failed-condition-unexpanded.c:15:47: warning: cast truncates bits from constant value (131 becomes 31)
eval/if-failed-condition-unexpanded.c:18:27: warning: cast truncates bits from constant value (133 becomes 33)
eval/if-failed-condition-unexpanded.c:21:27: warning: cast truncates bits from constant value (134 becomes 34)
eval/if-failed-condition-unexpanded.c:24:27: warning: cast truncates bits from constant value (135 becomes 35)
eval/if-failed-condition-unexpanded.c:32:27: warning: cast truncates bits from constant value (139 becomes 39)
eval/if-failed-condition-unexpanded.c:36:27: warning: cast truncates bits from constant value (13b becomes 3b)
eval/if-failed-condition-unexpanded.c:38:27: warning: cast truncates bits from constant value (13c becomes 3c)
 * check-error-end
 */
