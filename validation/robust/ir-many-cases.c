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
 * check-name: a switch of 65536 cases takes linear time
 * check-note: 0.2 s of CPU; 5.5 s before (ptr_list_size() of the parents)
 * check-timeout: 10
 */
