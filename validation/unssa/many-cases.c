#define R8 R R R R R R R R
#define R64 R8 R8 R8 R8 R8 R8 R8 R8
#define R512 R64 R64 R64 R64 R64 R64 R64 R64
#define R4096 R512 R512 R512 R512 R512 R512 R512 R512
#define R32768 R4096 R4096 R4096 R4096 R4096 R4096 R4096 R4096
#define R65536 R32768 R32768

#define CASE(n) case n: return n;
#define C(n) CASE(n)
#define R C(__COUNTER__)
static int f(int a)
{
	switch (a) {
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	R4096
	}
	return -1;
}

/*
 * check-name: test-unssa: a switch of 65536 returning cases: one copy each, in linear time
 * check-command: test-unssa $file
 * check-timeout: 10
 * check-output-ignore
 * check-output-pattern(65537): copy\.32
 * check-output-pattern(0): phi
 */
