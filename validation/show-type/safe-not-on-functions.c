static unsigned int __attribute__((safe)) sa(void);
static int __attribute__((safe)) sv;
unsigned int __attribute__((safe)) ga(void) { return 0; }
int * __attribute__((safe)) pv;
static __attribute__((safe)) int sb(int *p) { return *p; }
int (*__attribute__((safe)) fp)(void);
int __attribute__((safe)) (*fq)(void);
/*
 * check-name: show_typename(): [safe] not shown on a function or a pointer to one
 * check-command: test-show-type $file
 *
 * check-output-start
unsigned int static [toplevel] [unsigned] sa( ... );
int static [safe] [toplevel] sv;
unsigned int extern [addressable] [toplevel] [unsigned] ga( ... );
int *[addressable] [safe] [toplevel] pv;
int static [signed] [toplevel] sb( ... );
int ( *[addressable] [safe] [toplevel] fp )( ... );
int ( *[addressable] [toplevel] fq )( ... );
 * check-output-end
 */
