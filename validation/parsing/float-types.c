_Float16 a;
_Float32 b;
_Float64 c;
_Float128 d;
_Float32x e;
_Float64x f;
/*
 * check-name: _FloatN types
 * check-command: test-parsing $file
 *
 * check-output-start
.align 2
_Float16 [addressable] [toplevel] a
.align 4
_Float32 [addressable] [toplevel] b
.align 8
_Float64 [addressable] [toplevel] c
.align 16
_Float128 [addressable] [toplevel] d
.align 8
_Float32x [addressable] [toplevel] e
.align 16
_Float64x [addressable] [toplevel] f
 * check-output-end
 */
