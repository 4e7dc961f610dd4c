enum { A = (int)1.5, B = sizeof(int), C = 1 << 31 };
enum { D = 0x7fffffff, E };
enum { F = 0xffffffffffffffffULL, G };
enum { H = 'a', I = -1, J = H + I * 2 };
static int a[0];
static int b[-1];
static int c[A + B];
/*
 * check-name: casts, sizeof, large and wrapping enumerator values are silent
 * check-command: sparse $file
 */
