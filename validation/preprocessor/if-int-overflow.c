#if 0x7fffffff + 1
#endif
#if (0x7fffffff + 1) > 0
#endif
#if 1 ? 0x7fffffff + 1 : 0
#endif
#if -(-2147483647-1)
#endif
#if 0x7fffffff * 2
#endif
#if (-2147483647-1) - 1
#endif
#if (-2147483647-1) / -1
#endif
#if 9223372036854775807L + 1
#endif
#if 2147483647 + 1 > 0
#endif
#if 0 && (0x7fffffff + 1)
#endif
#if -0x7fffffff - 2
#endif
#if (1 << 31)
#endif
#if (3 << 30)
#endif
#if -(1<<31)
#endif
#if ~0x7fffffff
#endif
/*
 * check-name: #if: -INT_MIN and INT_MIN / -1 overflow: a warning, and no constant
 * check-description: signed + and * wrap quietly (C's types, as upstream's
 *	sparse); the negation of a type's most negative value and its division
 *	by -1 are warned (the first: later warnings are not, after an error)
 *	and make the #if "bad constant expression"
 * check-command: sparse -E $file
 *
 * check-output-start


 * check-output-end
 *
 * check-error-start
preprocessor/if-int-overflow.c:7:5: warning: constant integer operation overflow
preprocessor/if-int-overflow.c:7:5: error: bad constant expression
preprocessor/if-int-overflow.c:13:21: error: bad constant expression
preprocessor/if-int-overflow.c:27:5: error: bad constant expression
 * check-error-end
 */
