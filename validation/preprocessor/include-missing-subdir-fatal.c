#include <subdir/deeper/a.h>
x
/*
 * check-name: a header that no dir has, under a subdir the first dir lacks, is fatal
 * check-description: subdir/ is missing from the first dir; the second has
 *	subdir/deeper/, but without a.h.
 * check-command: sparse -Ipreprocessor/include/next -Ipreprocessor/include -E $file
 * check-exit-value: 1
 *
 * check-output-start

 * check-output-end
 *
 * check-error-start
preprocessor/include-missing-subdir-fatal.c:1:11: error: unable to open 'subdir/deeper/a.h'
 * check-error-end
 */
