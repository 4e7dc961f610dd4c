#include "no-such-header.h"
x
/*
 * check-name: a header that is not found is fatal
 * check-command: sparse -E $file
 * check-exit-value: 1
 *
 * check-output-start

 * check-output-end
 *
 * check-error-start
preprocessor/include-missing.c:1:10: error: unable to open 'no-such-header.h'
 * check-error-end
 */
