#include "q.h"
/*
 * check-name: -iquote dirs are for "..." only
 * check-command: sparse -iquote preprocessor/include/quote -E $file
 *
 * check-output-start

int from_iquote;
 * check-output-end
 */
