#if 0x7fffffff + 1 > 0 && ~0u == 0xffffffffffffffff
wide
#endif
/*
 * check-name: #if computes in intmax_t: 64 bits, not int
 * check-command: sparse -E $file
 *
 * check-output-start

wide
 * check-output-end
 */
