#include <dup.h>
x
/*
 * check-name: #include_next goes on after the dir of the includer
 * check-command: sparse -Ipreprocessor/include/next -Ipreprocessor/include -E $file
 *
 * check-output-start

int first;
int second;
x
 * check-output-end
 */
