__int128_t a;
__uint128_t b;
/*
 * check-name: GCC's built-in __int128_t and __uint128_t
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
signed __int128 [addressable] [toplevel] a
.align 8
unsigned __int128 [addressable] [toplevel] b
 * check-output-end
 * check-error-start
parsing/int128-typedefs.c:1:12: warning: symbol 'a' was not declared. Should it be static?
parsing/int128-typedefs.c:2:13: warning: symbol 'b' was not declared. Should it be static?
 * check-error-end
 */
