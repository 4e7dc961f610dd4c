int g;
int f(int);

int after_return(int x)
{
	return x;
	x++;
	g = x * 3;
	(char)(x * 3);
	f(x) + f(1);
	x && g;
	x ? f(1) : 2;
	if (x)
		f(1);
	else
		f(2);
}

int dead_goto(int x)
{
	switch (x) {
	case 1:
		return 2;
		goto in;
	default:
in:
		return 3;
	}
}

int next(int a)
{
	return a + 1;
}
/*
 * check-name: unreachable code numbers its pseudos and blocks as sparse: loads, casts of nothing and its conditionals take none, other operations and ifs do; its gotos name no block
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
after_return:
.L0:
	<entry-point>
	ret.32      %arg1


dead_goto:
.L5:
	<entry-point>
	switch.32   %arg1, 1 -> .L7, default -> .L8

.L7:
	phisrc.32   %phi3(return) <- $2
	br          .L9

.L8:
	phisrc.32   %phi4(return) <- $3
	br          .L9

.L9:
	phi.32      %r15 <- %phi3(return), %phi4(return)
	ret.32      %r15


next:
.L10:
	<entry-point>
	add.32      %r17 <- %arg1, $1
	ret.32      %r17


 * check-output-end
 */
