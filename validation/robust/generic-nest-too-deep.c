#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define L _Generic(0, int:
#define E )
#define R L
int x = R262144 1
#undef R
#define R E
	R262144;
int y;

/*
 * check-name: _Generic nested 262144 deep is too deep, not a stack overflow
 *
 * check-error-start
robust/generic-nest-too-deep.c:11:9: error: nesting too deep
 * check-error-end
 */
