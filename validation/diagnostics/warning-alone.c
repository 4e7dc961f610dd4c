#include "warning-only.h"
/*
 * check-name: the include-chain note before a warning in a header
 * check-command: sparse $file
 *
 * check-error-start
diagnostics/warning-alone.c: note: in included file:
diagnostics/warning-only.h:4:0: warning: missing terminating ' character
 * check-error-end
 */
