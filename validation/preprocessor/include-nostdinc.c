#include <stddef.h>
x
/*
 * check-name: -nostdinc: no system dirs
 * check-command: sparse -nostdinc -E $file
 * check-exit-value: 1
 *
 * check-output-start

 * check-output-end
 *
 * check-error-start
preprocessor/include-nostdinc.c:1:11: error: unable to open 'stddef.h'
 * check-error-end
 */
