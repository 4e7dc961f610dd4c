#define M0 0
#define M1 M0
#define M2 M1
#define M3 M2
#define M4 M3
#define M5 M4
#define M6 M5
#define M7 M6
static int *p = M7;
static int *q = M5;
/*
 * check-name: -fmacro-backtrace-limit=N: past N notes, N/2 at each end, as gcc
 * check-description: 8 macros at p: the 3 innermost and the 3 outermost,
 *   a note of the 2 skipped between; 6 at q, as many as the limit: all shown
 * check-command: sparse -fmacro-backtrace -fmacro-backtrace-limit=6 $file
 *
 * check-error-start
diagnostics/macro-backtrace-limit.c:9:17: warning: Using plain integer as NULL pointer
diagnostics/macro-backtrace-limit.c:9:17: note: in expansion of macro 'M0'
diagnostics/macro-backtrace-limit.c:9:17: note: in expansion of macro 'M1'
diagnostics/macro-backtrace-limit.c:9:17: note: in expansion of macro 'M2'
diagnostics/macro-backtrace-limit.c:9:17: note: [ skipping 2 instances of macro expansion; use -fmacro-backtrace-limit=0 to disable ]
diagnostics/macro-backtrace-limit.c:9:17: note: in expansion of macro 'M5'
diagnostics/macro-backtrace-limit.c:9:17: note: in expansion of macro 'M6'
diagnostics/macro-backtrace-limit.c:9:17: note: in expansion of macro 'M7'
diagnostics/macro-backtrace-limit.c:10:17: warning: Using plain integer as NULL pointer
diagnostics/macro-backtrace-limit.c:10:17: note: in expansion of macro 'M0'
diagnostics/macro-backtrace-limit.c:10:17: note: in expansion of macro 'M1'
diagnostics/macro-backtrace-limit.c:10:17: note: in expansion of macro 'M2'
diagnostics/macro-backtrace-limit.c:10:17: note: in expansion of macro 'M3'
diagnostics/macro-backtrace-limit.c:10:17: note: in expansion of macro 'M4'
diagnostics/macro-backtrace-limit.c:10:17: note: in expansion of macro 'M5'
 * check-error-end
 */
