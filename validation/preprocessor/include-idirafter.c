#include <late.h>
/*
 * check-name: -idirafter dirs are searched last
 * check-command: sparse -idirafter preprocessor/include/after -E $file
 *
 * check-output-start

int from_idirafter;
 * check-output-end
 */
