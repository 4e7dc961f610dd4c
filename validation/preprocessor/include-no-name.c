#include
#include 12
x
/*
 * check-name: #include needs a path
 * check-command: sparse -E $file
 * check-exit-value: 1
 *
 * check-output-start

 * check-output-end
 *
 * check-error-start
preprocessor/include-no-name.c:2:10: error: unable to open '12'
 * check-error-end
 */
