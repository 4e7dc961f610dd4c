#include <s.h>
/*
 * check-name: -isystem dirs are searched for <...>
 * check-command: sparse -isystem preprocessor/include/sys -E $file
 *
 * check-output-start

int from_isystem;
 * check-output-end
 */
