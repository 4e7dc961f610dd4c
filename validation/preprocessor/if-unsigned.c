#if -1 > 0u
unsigned
#endif
#if -1 < 0
signed
#endif
/*
 * check-name: uintmax_t arithmetic: -1 is large when compared unsigned
 * check-command: sparse -E $file
 *
 * check-output-start

unsigned
signed
 * check-output-end
 */
