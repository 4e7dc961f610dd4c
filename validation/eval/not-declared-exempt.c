__attribute__((externally_visible)) int a;
int __attribute__((__externally_visible__)) b(void) { return 0; }
register long sp asm("rsp");
int c;
/*
 * check-name: externally_visible and register variables need no declaration
 * check-command: sparse $file
 *
 * check-error-start
eval/not-declared-exempt.c:4:5: warning: symbol 'c' was not declared. Should it be static?
 * check-error-end
 */
