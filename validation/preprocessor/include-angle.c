#include <plain.h>
x
/*
 * check-name: #include <file> is searched in the -I path
 * check-command: sparse -Ipreprocessor/include -E $file
 *
 * check-output-start

int plain;
x
 * check-output-end
 */
