// #define X1 X0 X0 ... #define X40 X39 X39: one use of X40 would make
// 2^40 tokens.  Made by scripts/check-bounded (kind "exponential"): the
// expansion stops at the invocation's limit with one warning naming the
// macro, within 200 MB and a few seconds.
/*
 * check-name: a macro that expands to 2^40 tokens: one warning, bounded memory
 * check-command: ../scripts/check-bounded 200000 exponential 40 ../sparse
 *
 * check-error-start
exponential.c:44:16: warning: expansion of macro 'X40' stopped at 4194304 tokens
exponential.c:44:16: error: Expected ; at end of statement
exponential.c:44:16: error: got x
 * check-error-end
 */
