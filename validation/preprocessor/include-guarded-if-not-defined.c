#include "include/guard-if.h"
#include "include/guard-if.h"
x
/*
 * check-name: #if !defined(X) is a guard too
 * check-command: sparse -E $file
 *
 * check-output-start

int guard_if;
x
 * check-output-end
 */
