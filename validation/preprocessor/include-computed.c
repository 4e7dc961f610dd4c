#define H "include/plain.h"
#include H
#define A <plain.h>
#include A
/*
 * check-name: a macro can name the header
 * check-command: sparse -Ipreprocessor/include -E $file
 *
 * check-output-start

int plain;
int plain;
 * check-output-end
 */
