#define D
#if defined D && defined(D) && !defined U && !defined(U)
yes
#endif
/*
 * check-name: defined X and defined(X)
 * check-command: sparse -E $file
 *
 * check-output-start

yes
 * check-output-end
 */
