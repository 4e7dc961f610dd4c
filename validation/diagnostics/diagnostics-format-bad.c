/*
 * check-name: -fdiagnostics-format= takes text, json or sarif
 * check-command: sparse -fdiagnostics-format=xml $file
 * check-exit-value: 1
 *
 * check-error-start
error: wrong argument to '-fdiagnostics-format=xml'
 * check-error-end
 */
