#include "include/plain.h"
x
/*
 * check-name: #include "file" is searched beside the includer
 * check-command: sparse -E $file
 *
 * check-output-start

int plain;
x
 * check-output-end
 */
