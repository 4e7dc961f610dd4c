#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define L f(
#define E )
#define R L
int f(int a)
{
	return R262144 1
#undef R
#define R E
	R262144;
}

/*
 * check-name: calls nested 262144 deep are too deep, not a stack overflow
 *
 * check-error-start
robust/call-nest-too-deep.c:13:16: error: nesting too deep
 * check-error-end
 */
