static inline int f(int a) { return a; }
int f(int a);
static int g(void);
int g(void);
/*
 * check-name: a function declared again without a storage class after a static declaration is static
 * check-command: test-show-type $file
 *
 * check-output-start
int static [signed] [toplevel] f( ... );
int static [signed] [toplevel] g( ... );
int static [signed] [toplevel] g( ... );
 * check-output-end
 */
