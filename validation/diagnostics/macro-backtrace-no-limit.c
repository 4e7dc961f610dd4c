#define M0 0
#define M1 M0
#define M2 M1
#define M3 M2
#define M4 M3
#define M5 M4
#define M6 M5
static int *p = M6;
/*
 * check-name: -fmacro-backtrace-limit=0 shows every note
 * check-command: sparse -fmacro-backtrace -fmacro-backtrace-limit=0 $file
 *
 * check-error-start
diagnostics/macro-backtrace-no-limit.c:8:17: warning: Using plain integer as NULL pointer
diagnostics/macro-backtrace-no-limit.c:8:17: note: in expansion of macro 'M0'
diagnostics/macro-backtrace-no-limit.c:8:17: note: in expansion of macro 'M1'
diagnostics/macro-backtrace-no-limit.c:8:17: note: in expansion of macro 'M2'
diagnostics/macro-backtrace-no-limit.c:8:17: note: in expansion of macro 'M3'
diagnostics/macro-backtrace-no-limit.c:8:17: note: in expansion of macro 'M4'
diagnostics/macro-backtrace-no-limit.c:8:17: note: in expansion of macro 'M5'
diagnostics/macro-backtrace-no-limit.c:8:17: note: in expansion of macro 'M6'
 * check-error-end
 */
