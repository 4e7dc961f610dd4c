enum e { A, B };
typedef int myint;

int of_enum(enum e e) { e <<= 40; return e; }
long of_long(long y) { y <<= 70; return y; }
int of_char(char c) { c <<= 40; return c; }
int long_count(int x) { x <<= 40L; return x; }
int of_typedef(myint x) { x <<= (40); return x; }
int of_volatile(volatile int x) { x >>= 20 + 20; return x; }
unsigned of_unsigned(unsigned u) { u >>= 40; return u; }

/*
 * check-name: shift too big in a compound assignment: the left side's promoted plain type, at the count
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
expand/shift-assign-too-big-types.c:4:31: warning: shift too big (40) for type unsigned int
expand/shift-assign-too-big-types.c:5:30: warning: shift too big (70) for type long
expand/shift-assign-too-big-types.c:6:29: warning: shift too big (40) for type int
expand/shift-assign-too-big-types.c:7:31: warning: shift too big (40) for type int
expand/shift-assign-too-big-types.c:8:34: warning: shift too big (40) for type int
expand/shift-assign-too-big-types.c:9:44: warning: shift too big (40) for type int
expand/shift-assign-too-big-types.c:10:42: warning: shift too big (40) for type unsigned int
 * check-error-end
 */
