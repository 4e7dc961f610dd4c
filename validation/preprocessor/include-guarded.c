#include "include/guard.h"
#include "include/guard.h"
x
/*
 * check-name: a guarded header is read once
 * check-command: sparse -E $file
 *
 * check-output-start

int guarded;
x
 * check-output-end
 */
