_Float16 a;
_Float32 b;
_Float64 c;
_Float128 d;
_Float32x e;
_Float64x f;
/*
 * check-name: _FloatN types (_Float16 in C23 only: sparse has none)
 * check-command: test-parsing --ast -std=gnu23 $file
 *
 * check-output-start
.align 2
_Float16 [addressable] [toplevel] a
.align 4
unknown type 2 [addressable] [toplevel] b
.align 8
unknown type 2 [addressable] [toplevel] c
.align 16
unknown type 2 [addressable] [toplevel] d
.align 8
unknown type 2 [addressable] [toplevel] e
.align 16
unknown type 2 [addressable] [toplevel] f
 * check-output-end
 * check-error-start
parsing/float-types.c:1:10: warning: symbol 'a' was not declared. Should it be static?
parsing/float-types.c:2:10: warning: symbol 'b' was not declared. Should it be static?
parsing/float-types.c:3:10: warning: symbol 'c' was not declared. Should it be static?
parsing/float-types.c:4:11: warning: symbol 'd' was not declared. Should it be static?
parsing/float-types.c:5:11: warning: symbol 'e' was not declared. Should it be static?
parsing/float-types.c:6:11: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
