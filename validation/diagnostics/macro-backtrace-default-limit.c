#define M0 0
#define M1 M0
#define M2 M1
#define M3 M2
#define M4 M3
#define M5 M4
#define M6 M5
static int *p = M6;
/*
 * check-name: -fmacro-backtrace shows 6 notes at most by default
 * check-description: 7 macros: 3 innermost, one skipped, 3 outermost
 * check-command: sparse -fmacro-backtrace $file
 *
 * check-error-start
diagnostics/macro-backtrace-default-limit.c:8:17: warning: Using plain integer as NULL pointer
diagnostics/macro-backtrace-default-limit.c:8:17: note: in expansion of macro 'M0'
diagnostics/macro-backtrace-default-limit.c:8:17: note: in expansion of macro 'M1'
diagnostics/macro-backtrace-default-limit.c:8:17: note: in expansion of macro 'M2'
diagnostics/macro-backtrace-default-limit.c:8:17: note: [ skipping 1 instances of macro expansion; use -fmacro-backtrace-limit=0 to disable ]
diagnostics/macro-backtrace-default-limit.c:8:17: note: in expansion of macro 'M4'
diagnostics/macro-backtrace-default-limit.c:8:17: note: in expansion of macro 'M5'
diagnostics/macro-backtrace-default-limit.c:8:17: note: in expansion of macro 'M6'
 * check-error-end
 */
