#include <a.h>
/*
 * check-name: an include dir given as ./dir: headers named without ./ in the chain and in "..." includes
 * check-command: sparse -I./diagnostics/dotslash $file
 *
 * check-error-start
diagnostics/include-chain-dot-slash.c: note: in included file (through diagnostics/dotslash/b.h, diagnostics/dotslash/a.h):
./diagnostics/dotslash/deep/c.h:1:17: warning: incorrect type in initializer (different base types)
./diagnostics/dotslash/deep/c.h:1:17:    expected int *static [toplevel] r
./diagnostics/dotslash/deep/c.h:1:17:    got int
diagnostics/include-chain-dot-slash.c: note: in included file:
./diagnostics/dotslash/a.h:2:17: warning: incorrect type in initializer (different base types)
./diagnostics/dotslash/a.h:2:17:    expected int *static [toplevel] q
./diagnostics/dotslash/a.h:2:17:    got int
 * check-error-end
 */
