#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define R , a
void f(int a)
{
	a R262144;
}

/*
 * check-name: a comma expression of 262144 operands is too deep, not a stack overflow
 *
 * check-error-start
robust/comma-chain-too-deep.c:11:11: error: nesting too deep
 * check-error-end
 */
