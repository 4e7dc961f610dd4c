#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define Q a ?
#define C : 0
#define R Q
int f(int a)
{
	return R262144 1
#undef R
#define R C
	R262144;
}

/*
 * check-name: conditionals nested 262144 deep in the middle operand are too deep
 *
 * check-error-start
robust/conditional-middle-too-deep.c:13:16: error: nesting too deep
robust/conditional-middle-too-deep.c:16:16: error: Expected : in conditional expression
robust/conditional-middle-too-deep.c:16:16: error: got ;
 * check-error-end
 */
