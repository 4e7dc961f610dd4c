#include "include/cond-open.h"
#endif
x
/*
 * check-name: a conditional cannot end in another file
 * check-command: sparse -E $file
 *
 * check-output-start

int open;
x
 * check-output-end
 *
 * check-error-start
preprocessor/if-unterminated-in-header.c: note: in included file:
preprocessor/include/cond-open.h:1:2: error: unterminated preprocessor conditional
preprocessor/if-unterminated-in-header.c:2:2: error: unmatched #endif in stream
 * check-error-end
 */
