struct s { int a, b; };
static struct s x = { .b 1 };
static int y[2] = { [1] 2 };
static int z[2][2] = { [1][0] 2 };
static struct s x3 = { .b = };
static int y3[2] = { [1] = };
static struct s xx = { .b eak };
static struct s yy = { [0] 1 };
static int zz[2] = { [0] 1 };
static struct s ww = { .b.c = 1 };
/*
 * check-name: designators: '=' wanted but after a lone [i], a missing value is quiet, as sparse
 *
 * check-error-start
parsing/designator-errors.c:2:26: error: Expected = at end of initializer index
parsing/designator-errors.c:2:26: error: got 1
parsing/designator-errors.c:4:31: error: Expected = at end of initializer index
parsing/designator-errors.c:4:31: error: got 2
parsing/designator-errors.c:7:27: error: Expected = at end of initializer index
parsing/designator-errors.c:7:27: error: got eak
parsing/designator-errors.c:8:25: error: array index in non-array initializer
parsing/designator-errors.c:10:27: error: field name not in struct or union initializer
 * check-error-end
 */
