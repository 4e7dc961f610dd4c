// 262144 declarations of one name in one block: the end of the block
// unbinds them newest first, each at the head of the name's chain, in
// linear time (oldest first was quadratic: found by fuzz/parse).
#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R262144 R32768 R32768 R32768 R32768 R32768 R32768 R32768 R32768

#define R extern int a;
static void f(void)
{
	R262144
}
/*
 * check-name: 262144 declarations of one name in a block: linear time
 * check-command: sparse $file
 * check-timeout: 10
 */
