#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define R sizeof
int f(int a)
{
	return R262144 a;
}

/*
 * check-name: sizeof applied 262144 times is too deep, not a stack overflow
 *
 * check-error-start
robust/sizeof-chain-too-deep.c:11:16: error: nesting too deep
 * check-error-end
 */
