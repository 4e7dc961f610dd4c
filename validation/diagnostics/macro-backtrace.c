#define ZERO 0
#define IS_NULL(p) ((p) == ZERO)
#define CHECK(p) IS_NULL(p)
static int f(int *p) { return CHECK(p); }
static int *q = ZERO;
/*
 * check-name: -fmacro-backtrace: a note for each macro expanded there
 * check-description: the innermost first, the one the source names last
 * check-command: sparse -fmacro-backtrace $file
 *
 * check-error-start
diagnostics/macro-backtrace.c:4:31: warning: Using plain integer as NULL pointer
diagnostics/macro-backtrace.c:4:31: note: in expansion of macro 'ZERO'
diagnostics/macro-backtrace.c:4:31: note: in expansion of macro 'IS_NULL'
diagnostics/macro-backtrace.c:4:31: note: in expansion of macro 'CHECK'
diagnostics/macro-backtrace.c:5:17: warning: Using plain integer as NULL pointer
diagnostics/macro-backtrace.c:5:17: note: in expansion of macro 'ZERO'
 * check-error-end
 */
