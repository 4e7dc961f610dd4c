#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define R [1]
int a R262144;
#undef R
#define R (void)
int b R262144;
int c;

/*
 * check-name: 262144 array suffixes are too deep, said once; after a function's suffix the declarator ends
 *
 * check-error-start
robust/declarator-suffix-too-deep.c:9:7: error: nesting too deep
robust/declarator-suffix-too-deep.c:12:7: error: Expected ; at end of declaration
robust/declarator-suffix-too-deep.c:12:7: error: got (
 * check-error-end
 */
