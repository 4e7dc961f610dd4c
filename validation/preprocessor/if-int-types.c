#if 0x7fffffff + 1 > 0
a
#endif
#if ~0u == 0xffffffffffffffff
b
#endif
#if ~0u == 0xffffffff
c
#endif
#if -1 < 0u
d
#endif
#if 0xffffffffffffffff > 0
e
#endif
#if (1 << 40) > 0
f
#endif
#if 1L << 40 > 0
g
#endif
#if 0x80000000 > 0
h
#endif
#if 2147483648 > 0
i
#endif
#if -1 < 0ul
j
#endif
#if 1 ? -1 : 0u
k
#endif
#if (1 ? -1 : 0u) > 0
l
#endif
#if 'a' == 97
m
#endif
#if 2147483647 * 2 < 0
n
#endif
#if 1000000 * 1000000 > 0
o
#endif
#if -2147483648 / -1 > 0
p
#endif
/*
 * check-name: #if computes in C's types, as upstream's sparse: int, long, unsigned, the usual conversions
 * check-description: 0x7fffffff + 1 wraps in int, ~0u is 32 bits,
 *	-1 < 0u is false, 1 << 40 is too big a shift for an int (an error),
 *	1000000 * 1000000 wraps; not intmax_t, the C standard's rule
 * check-command: sparse -E $file
 *
 * check-output-start

c
e
g
h
i
k
l
m
n
p
 * check-output-end
 *
 * check-error-start
preprocessor/if-int-types.c:16:15: error: bad constant expression
 * check-error-end
 */
