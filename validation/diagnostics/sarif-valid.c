#include "format/null.h"
#define NUL(x) ((x) == 0)
static int *q = 1;
int visible;
static int f(int *p) { return NUL(p); }
/*
 * check-name: the SARIF log passes scripts/check-sarif's structural checks
 * check-command: sh -c "../sparse -fdiagnostics-format=sarif -fmacro-backtrace $file 2>&1 | ../scripts/check-sarif --structural"
 *
 * check-output-start
valid: 4 results
 * check-output-end
 */
