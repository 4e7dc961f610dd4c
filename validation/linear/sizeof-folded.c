struct s { int a; char b; short c; };

int f(int a)
{
	return sizeof(a) + __alignof__(long) + __builtin_offsetof(struct s, c);
}

/*
 * check-name: sizeof, alignof and offsetof are constants
 * check-command: test-linearize -Wno-decl -fno-optim $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      $18


 * check-output-end
 */
