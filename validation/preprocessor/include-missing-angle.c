#include <no-such-header.h>
x
/*
 * check-name: an angle header that is not found is fatal
 * check-command: sparse -E $file
 * check-exit-value: 1
 *
 * check-output-start

 * check-output-end
 *
 * check-error-start
preprocessor/include-missing-angle.c:1:11: error: unable to open 'no-such-header.h'
 * check-error-end
 */
