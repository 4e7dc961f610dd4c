static int gv;
static int u(void) { return ({ int gv = 1; gv; }); }
static void t(void) { for (int gv = 0; gv < 2; gv++) ; }
static void s(void) { extern int gv; (void)gv; }
static void r(void) { static int gv; (void)gv; }
static void o(void) { enum { gv } e; (void)e; }
/*
 * check-name: -Wshadow: statement expressions, for, extern and static locals; not enumerators
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
layout/shadow-blocks.c:2:36: warning: symbol 'gv' shadows an earlier one
layout/shadow-blocks.c:1:12: originally declared here
layout/shadow-blocks.c:3:32: warning: symbol 'gv' shadows an earlier one
layout/shadow-blocks.c:1:12: originally declared here
layout/shadow-blocks.c:4:34: warning: symbol 'gv' shadows an earlier one
layout/shadow-blocks.c:1:12: originally declared here
layout/shadow-blocks.c:5:34: warning: symbol 'gv' shadows an earlier one
layout/shadow-blocks.c:1:12: originally declared here
 * check-error-end
 */
