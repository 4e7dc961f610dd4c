#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define L __builtin_choose_expr(1,
#define E , 0)
#define R L
static int x = R262144 1
#undef R
#define R E
	R262144;

/*
 * check-name: __builtin_choose_expr nested 262144 deep is too deep, not a stack overflow
 *
 * check-error-start
robust/choose-expr-nest-too-deep.c:11:16: error: nesting too deep
robust/choose-expr-nest-too-deep.c:14:9: error: Expected , in __builtin_choose_expr
robust/choose-expr-nest-too-deep.c:14:9: error: got )
 * check-error-end
 */
