#include "include/error.h"
x
/*
 * check-name: #error in a header
 * check-command: sparse -E $file
 *
 * check-output-start

x
 * check-output-end
 *
 * check-error-start
preprocessor/include-error-in-header.c: note: in included file:
preprocessor/include/error.h:1:2: error: in header
 * check-error-end
 */
