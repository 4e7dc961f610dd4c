// An initializer of 4096 nested braces: one error where the nesting limit
// is passed, the group skipped to its matching brace, checking goes on
// (the error of h()).  Debian's sparse takes these 4096 (its stack
// overflows at 20000): a known difference, for a bounded stack.
#define O8 {{{{{{{{
#define C8 }}}}}}}}
#define O64 O8 O8 O8 O8 O8 O8 O8 O8
#define C64 C8 C8 C8 C8 C8 C8 C8 C8
#define O4096 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 \
	O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 \
	O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 \
	O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64 O64
#define C4096 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 \
	C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 \
	C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 \
	C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64 C64

static int x[1] =
O4096 0 C4096;

static int h(void)
{
	return 1 +;
}
/*
 * check-name: an initializer of 4096 nested braces: one error, the rest checked
 * check-command: sparse $file
 *
 * check-error-start
robust/initializer-nest-too-deep.c:19:1: error: nesting too deep
robust/initializer-nest-too-deep.c:23:19: error: No right hand side of '+'-expression
 * check-error-end
 */
