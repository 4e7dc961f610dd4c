inline inline int f(void);
/*
 * check-name: inline given twice
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern inline [addressable] [signed] [toplevel] f( ... )
 * check-output-end
 *
 * check-error-start
parsing/err-duplicate-inline.c:1:15: warning: duplicate inline
 * check-error-end
 */
