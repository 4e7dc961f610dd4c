struct x { signed :1; int a; };
struct y { signed b:1; int a; };
static struct x p; static struct y q;
/*
 * check-name: an unnamed one-bit signed bitfield is not dubious, as sparse
 * check-command: sparse $file
 *
 * check-error-start
eval/one-bit-signed-unnamed.c:2:22: error: dubious one-bit signed bitfield
 * check-error-end
 */
