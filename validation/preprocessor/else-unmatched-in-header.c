#if 1
#include "include/else-unmatched.h"
#endif
x
/*
 * check-name: a header cannot continue the includer's conditional
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/else-unmatched-in-header.c: note: in included file:
preprocessor/include/else-unmatched.h:1:2: error: unmatched #else within stream
 * check-error-end
 */
