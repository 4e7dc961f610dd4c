#include "include/nest1.h"
x
/*
 * check-name: the include chain names the headers in between
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/include-note-nested.c: note: in included file (through preprocessor/include/nest1.h):
preprocessor/include/nest2.h:2:9: warning: preprocessor token N redefined
preprocessor/include/nest2.h:1:9: this was the original definition
 * check-error-end
 */
