#define TWO 2
#define F(x) x * 2
#if F(TWO) == 4
yes
#endif
/*
 * check-name: macros in #if are replaced
 * check-command: sparse -E $file
 *
 * check-output-start

yes
 * check-output-end
 */
