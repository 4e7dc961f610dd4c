#include <gccbase-file.h>
/*
 * check-name: -gcc-base-dir's include dir is the dir, '/' and 'include', a '/' it ends with kept
 * check-command: sparse -gcc-base-dir preprocessor/gcc-base/ -E $file
 *
 * check-output-start

const char *gcc_base_file = "preprocessor/gcc-base//include/gccbase-file.h";
 * check-output-end
 */
