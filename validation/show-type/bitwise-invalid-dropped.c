static float __attribute__((bitwise)) x;
static double __attribute__((bitwise)) *d;
static struct s __attribute__((bitwise)) *z;
typedef float __attribute__((bitwise)) f1;
static f1 y;
/*
 * check-name: bitwise on what is no integer nor enum: an invalid modifier, then dropped
 * check-command: test-show-type $file
 * check-exit-value: 2
 *
 * check-output-start
float static [toplevel] x;
double *static [toplevel] d;
struct s *static [toplevel] z;
float static [toplevel] [usertype] y;
 * check-output-end
 *
 * check-error-start
show-type/bitwise-invalid-dropped.c:1:39: error: invalid modifier
show-type/bitwise-invalid-dropped.c:2:40: error: invalid modifier
show-type/bitwise-invalid-dropped.c:3:42: error: invalid modifier
show-type/bitwise-invalid-dropped.c:4:40: error: invalid modifier
 * check-error-end
 */
