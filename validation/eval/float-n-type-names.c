_Float32 a; _Float64 b; _Float128 c; _Float32x d; _Float64x e;
int *p1 = &a, *p2 = &b, *p3 = &c, *p4 = &d, *p5 = &e;
/*
 * check-name: _Float32, _Float64, _Float128, _Float32x and _Float64x have no names in messages, as sparse: "unknown type 2"
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/float-n-type-names.c:2:12: warning: incorrect type in initializer (different base types)
eval/float-n-type-names.c:2:12:    expected int *[addressable] [toplevel] p1
eval/float-n-type-names.c:2:12:    got unknown type 2 *
eval/float-n-type-names.c:2:22: warning: incorrect type in initializer (different base types)
eval/float-n-type-names.c:2:22:    expected int *[addressable] [toplevel] p2
eval/float-n-type-names.c:2:22:    got unknown type 2 *
eval/float-n-type-names.c:2:32: warning: incorrect type in initializer (different base types)
eval/float-n-type-names.c:2:32:    expected int *[addressable] [toplevel] p3
eval/float-n-type-names.c:2:32:    got unknown type 2 *
eval/float-n-type-names.c:2:42: warning: incorrect type in initializer (different base types)
eval/float-n-type-names.c:2:42:    expected int *[addressable] [toplevel] p4
eval/float-n-type-names.c:2:42:    got unknown type 2 *
eval/float-n-type-names.c:2:52: warning: incorrect type in initializer (different base types)
eval/float-n-type-names.c:2:52:    expected int *[addressable] [toplevel] p5
eval/float-n-type-names.c:2:52:    got unknown type 2 *
 * check-error-end
 */
