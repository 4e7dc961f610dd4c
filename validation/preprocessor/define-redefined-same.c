#define X a  +  b
#define X a+b
X
/*
 * check-name: an identical redefinition is quiet, white space aside
 * check-command: sparse -E $file
 *
 * check-output-start

a + b
 * check-output-end
 */
