a __LINE__

b __LINE__
/*
 * check-name: __LINE__ is the line of the use
 * check-command: sparse -E $file
 *
 * check-output-start

a 1
b 3
 * check-output-end
 */
