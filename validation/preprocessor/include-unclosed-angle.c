#include <plain.h
x
/*
 * check-name: an <header needs its '>'
 * check-command: sparse -E $file
 * check-exit-value: 1
 *
 * check-output-start

 * check-output-end
 *
 * check-error-start
preprocessor/include-unclosed-angle.c:1:11: error: expected '>' at end of filename
preprocessor/include-unclosed-angle.c:1:11: error: unable to open 'plain.h'
 * check-error-end
 */
