#include <gccbase.h>
/*
 * check-name: -gcc-base-dir names the dir of the compiler headers
 * check-command: sparse -gcc-base-dir preprocessor/gcc-base -E $file
 *
 * check-output-start

int from_gcc_base;
 * check-output-end
 */
