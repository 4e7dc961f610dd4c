static int g(void);
extern int g(void);
static int h(void);
int h(void) { return 1; }
static int k(void);
extern int k(void) { return 2; }
static int o;
extern int o;
/*
 * check-name: a redeclaration without a storage class after a static one is static; an extern one stays extern
 * check-command: test-unssa -Wno-decl $file
 *
 * check-output-start
symbol g:
	type = 5
	modif= 2014
symbol h:
	type = 5
	modif= 2014


h:
.L0
	<entry-point>
	ret.32      $1

symbol k:
	type = 5
	modif= 2014


.globl k
k:
.L2
	<entry-point>
	ret.32      $2

symbol o:
	type = 2
	modif= 2014
 * check-output-end
 *
 * check-error-start
scope/static-redeclared-inherits.c:6:12: warning: function 'k' with external linkage has definition
 * check-error-end
 */
