__COUNTER__ __COUNTER__ __COUNTER__
/*
 * check-name: __COUNTER__ counts its uses
 * check-command: sparse -E $file
 *
 * check-output-start

0 1 2
 * check-output-end
 */
