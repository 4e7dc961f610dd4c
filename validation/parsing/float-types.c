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
_Float16 [addressable] [toplevel] a
_Float32 [addressable] [toplevel] b
_Float64 [addressable] [toplevel] c
_Float128 [addressable] [toplevel] d
_Float32x [addressable] [toplevel] e
_Float64x [addressable] [toplevel] f
 * check-output-end
 */
