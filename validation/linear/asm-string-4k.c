#define X2(x) x x
#define X8(x) X2(X2(X2(x)))
#define X16(x) X2(X8(x))
#define S "0123456789abcdef"

/* 2 KB of string: shown whole, as sparse shows it */
void two(int a)
{
	int b;
	asm(X8(X16(S)) : "=r" (b) : "r" (a));
}

/* 4 KB: shown whole (sparse aborts: "instruction buffer overflowed") */
void four(int a)
{
	int b;
	asm(X16(X16(S)) : "=r" (b) : "r" (a));
}
/*
 * check-name: an asm string of 2 or 4 KB is shown whole with its operands (was cut at 1 KB, the operands lost)
 * check-command: sh -c "../test-linearize -Wno-decl $file | awk '{ print length($0) }'"
 *
 * check-output-start
4
4
14
2063
17
17
4
0
0
5
4
14
4111
17
17
4
0
0
 * check-output-end
 */
