#include "include/redefine.h"
x
/*
 * check-name: a diagnostic in a header is preceded by the include chain
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/include-note.c: note: in included file:
preprocessor/include/redefine.h:2:9: warning: preprocessor token R redefined
preprocessor/include/redefine.h:1:9: this was the original definition
 * check-error-end
 */
