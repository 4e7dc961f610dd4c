static int n(void *p) { goto *p; }
static int z = 'ab';
static int n3(void *p) { void *q = &&x; goto *p; x: return 0; }
static int n4(void *p) { goto *p; x: return 0; }
static int n5(void *p) { goto x; goto *p; x: return 0; }
static int *n6(void *p) { asm goto("" : : : : y); goto *p; y: return p; }
static int n7(void *p) { static void *t = &&l; l: goto *p; }
/*
 * check-name: a computed goto in a function that takes no label's address
 *
 * check-error-start
parsing/stmt-computed-goto-no-targets.c:1:12: warning: function 'n' has computed goto but no targets?
parsing/stmt-computed-goto-no-targets.c:2:16: warning: multi-character character constant
parsing/stmt-computed-goto-no-targets.c:4:35: warning: unused label 'x'
parsing/stmt-computed-goto-no-targets.c:4:12: warning: function 'n4' has computed goto but no targets?
parsing/stmt-computed-goto-no-targets.c:5:12: warning: function 'n5' has computed goto but no targets?
parsing/stmt-computed-goto-no-targets.c:6:12: warning: function 'n6' has computed goto but no targets?
 * check-error-end
 */
