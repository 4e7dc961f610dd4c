a _Pragma("x") b
#define P _Pragma("y") c
P
/*
 * check-name: _Pragma("...") vanishes
 * check-command: sparse -E $file
 *
 * check-output-start

a b c
 * check-output-end
 */
