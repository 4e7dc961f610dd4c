#if 0x7fffffff + 1 > 0 && ~0u == 0xffffffffffffffff
wide
#endif
/*
 * check-name: #if computes in C's types as upstream's sparse, not in intmax_t: 0x7fffffff + 1 wraps, ~0u is 32 bits
 * check-description: the expectation was intmax_t's (the C standard's),
 *	the oracle's output is empty (see if-int-types.c)
 * check-command: sparse -E $file
 *
 * check-output-start


 * check-output-end
 */
