#include "include/once.h"
#include "include/once.h"
x
/*
 * check-name: #pragma once: a header read once
 * check-command: sparse -E $file
 *
 * check-output-start

int once;
x
 * check-output-end
 */
