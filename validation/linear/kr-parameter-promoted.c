typedef char T;
enum e { A };
int f(c, s, t, b, e, fl, l) const char c; unsigned short s; T t; _Bool b; enum e e; float fl; long l;
{
	return sizeof(c) + sizeof(s) + sizeof(t) + sizeof(b) + sizeof(e) + sizeof(fl);
}
int g(c) char c; { return c == 300; }
int h(void) { return f(1, 2, 3, 4, 5, 6, 7); }
/*
 * check-name: a K&R parameter narrower than int (char, short, _Bool, a typedef of one; not an enum, not a float) is an int, as sparse
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f:
.L0:
	<entry-point>
	ret.32      $24


g:
.L2:
	<entry-point>
	seteq.32    %r3 <- %arg1, $300
	ret.32      %r3


h:
.L4:
	<entry-point>
	setfval.32  %r5 <- 6.000000e+00
	call.32     %r6 <- f, $1, $2, $3, $4, $5, %r5, $7
	ret.32      %r6


 * check-output-end
 *
 * check-error-start
linear/kr-parameter-promoted.c:3:29: warning: non-ANSI definition of function 'f'
linear/kr-parameter-promoted.c:7:10: warning: non-ANSI definition of function 'g'
 * check-error-end
 */
