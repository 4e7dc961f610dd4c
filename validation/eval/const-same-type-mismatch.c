#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))

static void g1(unsigned long nr)
{
}
static void g2(unsigned int nr)
{
}
_Static_assert(__same_type(g1, g2), "proto");
_Static_assert(__same_type(int *, const int *), "const");
/*
 * check-name: a failing static_assert of __same_type
 * check-command: sparse $file
 *
 * check-error-start
eval/const-same-type-mismatch.c:9:16: error: static assertion failed: "proto"
eval/const-same-type-mismatch.c:10:16: error: static assertion failed: "const"
 * check-error-end
 */
