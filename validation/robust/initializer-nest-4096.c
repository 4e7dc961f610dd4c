// An initializer of 4096 nested braces: taken, as sparse takes them,
// and checking goes on after them (the error of h()).
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
 * check-name: an initializer of 4096 nested braces: taken as sparse takes them, the rest checked
 * check-command: sparse $file
 *
 * check-error-start
robust/initializer-nest-4096.c:21:19: error: No right hand side of '+'-expression
 * check-error-end
 */
