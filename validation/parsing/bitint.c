_BitInt(17) a;
unsigned _BitInt(64) b;
signed _BitInt(8) c;
/*
 * check-name: C23 _BitInt types
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
_BitInt(17) [addressable] [toplevel] a
unsigned _BitInt(64) [addressable] [toplevel] b
_BitInt(8) [addressable] [toplevel] c
 * check-output-end
 * check-error-start
parsing/bitint.c:1:13: warning: symbol 'a' was not declared. Should it be static?
parsing/bitint.c:2:22: warning: symbol 'b' was not declared. Should it be static?
parsing/bitint.c:3:19: warning: symbol 'c' was not declared. Should it be static?
 * check-error-end
 */
