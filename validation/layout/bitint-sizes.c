_Static_assert(sizeof(_BitInt(7)) == 1, "b7");
_Static_assert(sizeof(unsigned _BitInt(8)) == 1, "b8");
_Static_assert(sizeof(_BitInt(17)) == 4, "b17");
_Static_assert(sizeof(unsigned _BitInt(64)) == 8, "b64");
_Static_assert(sizeof(_BitInt(65)) == 16, "b65");
_Static_assert(sizeof(_BitInt(129)) == 24, "b129");
/*
 * check-name: C23: _BitInt(N) takes the bytes GCC gives it on x86_64
 * check-command: sparse --arch=x86_64 -std=c23 $file
 * check-note: sparse 0.6.4 knows no _BitInt; sizes from the x86-64 psABI
 * check-note: bit_size is N (show_typename prints it): sizeof must round
 * check-known-to-fail
 */
