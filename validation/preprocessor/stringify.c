#define S(x) #x
S(a) S(1 + 2) S()
/*
 * check-name: # makes a string of the argument
 * check-command: sparse -E $file
 *
 * check-output-start

"a" "1 + 2" ""
 * check-output-end
 */
