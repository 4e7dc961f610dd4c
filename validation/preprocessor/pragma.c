a
#pragma weak foo
b
/*
 * check-name: a #pragma line leaves nothing in -E output
 * check-command: sparse -E $file
 *
 * check-output-start

a
b
 * check-output-end
 */
