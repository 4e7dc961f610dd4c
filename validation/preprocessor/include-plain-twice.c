#include "include/plain.h"
#include "include/plain.h"
/*
 * check-name: a header with no guard is read each time
 * check-command: sparse -E $file
 *
 * check-output-start

int plain;
int plain;
 * check-output-end
 */
