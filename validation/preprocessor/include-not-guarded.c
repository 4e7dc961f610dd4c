#include "include/ifdef-guard.h"
#include "include/ifdef-guard.h"
AFTER_GUARD
/*
 * check-name: a header with something after its guard is read again
 * check-command: sparse -E $file
 *
 * check-output-start

int ifdef_guard;
1
 * check-output-end
 */
