#if -1 < 0xffffffff
unsigned int is unsigned
#else
unsigned int stays unsigned
#endif
#if -1 < 4294967295
long is signed
#endif
#if 12x
#endif
#if 0x
#endif
#if 09
#endif
#if 1.5
#endif
#if 0b2
#endif
#if 12uu
#endif
/*
 * check-name: #if reads numbers as C does: type, suffix, errors
 * check-command: sparse -E $file
 *
 * check-output-start

unsigned int stays unsigned
long is signed
 * check-output-end
 *
 * check-error-start
preprocessor/if-number-as-c.c:9:5: error: constant 12x is not a valid number
preprocessor/if-number-as-c.c:11:5: error: constant 0x is not a valid number
preprocessor/if-number-as-c.c:13:5: error: bad constant expression
preprocessor/if-number-as-c.c:15:5: error: bad constant expression
preprocessor/if-number-as-c.c:17:5: error: constant 0b2 is not a valid number
preprocessor/if-number-as-c.c:19:5: error: constant 12uu is not a valid number
 * check-error-end
 */
