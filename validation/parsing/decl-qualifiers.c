const int a;
volatile int b;
const char *p;
char *const q;
char *const *r;
int *restrict s;
const volatile int *const *v;
/*
 * check-name: qualifiers go to the declared thing or to what a pointer points to
 * check-command: test-parsing $file
 *
 * check-output-start
int const [addressable] [toplevel] a
int volatile [addressable] [toplevel] b
char const *[addressable] [toplevel] p
char *const [addressable] [toplevel] q
char *const *[addressable] [toplevel] r
int *restrict [addressable] [toplevel] s
int const volatile *const *[addressable] [toplevel] v
 * check-output-end
 */
