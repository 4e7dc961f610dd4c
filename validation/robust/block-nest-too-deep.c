// 65536 nested blocks: one error where the nesting limit is passed, the
// group skipped to its matching brace, and checking goes on after it
// (the error of h()).  Past the 50,000 levels of a 100 MB stack (upstream
// sparse overflows its stack before).
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

#define O65536 O4096 O4096 O4096 O4096 O4096 O4096 O4096 O4096 \
	O4096 O4096 O4096 O4096 O4096 O4096 O4096 O4096
#define C65536 C4096 C4096 C4096 C4096 C4096 C4096 C4096 C4096 \
	C4096 C4096 C4096 C4096 C4096 C4096 C4096 C4096
static void f(void)
O65536 C65536

static int h(void)
{
	return 1 +;
}
/*
 * check-name: 65536 nested blocks: one error, the rest checked
 * check-command: sparse $file
 *
 * check-error-start
robust/block-nest-too-deep.c:23:1: error: nesting too deep
robust/block-nest-too-deep.c:27:19: error: No right hand side of '+'-expression
 * check-error-end
 */
