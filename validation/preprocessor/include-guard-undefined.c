#include "include/guard.h"
#undef GUARD_H
#include "include/guard.h"
x
/*
 * check-name: a guarded header is read again once its guard is undefined
 * check-command: sparse -E $file
 *
 * check-output-start

int guarded;
int guarded;
x
 * check-output-end
 */
