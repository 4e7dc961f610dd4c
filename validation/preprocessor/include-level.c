__INCLUDE_LEVEL__
#include "include/level.h"
/*
 * check-name: __INCLUDE_LEVEL__ and __FILE__ in a header
 * check-command: sparse -E $file
 *
 * check-output-start

0
1 "preprocessor/include/level.h" "preprocessor/include-level.c"
 * check-output-end
 */
