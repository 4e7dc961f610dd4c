#if 0 && '\q'
#endif
#if 0
#elif '\y'
#endif
static const int w[] = L"\x123" "\400";
/*
 * check-name: #if decodes a character constant even where it is not evaluated
 *
 * check-error-start
char/escape-in-if-unevaluated.c:1:10: warning: unknown escape sequence: '\q'
char/escape-in-if-unevaluated.c:4:7: warning: unknown escape sequence: '\y'
 * check-error-end
 */
