__DATE__ __TIME__
/*
 * check-name: __DATE__ is "Mmm dd yyyy" and __TIME__ "hh:mm:ss"
 * check-command: sparse -E $file
 *
 * check-output-ignore
 * check-output-contains: ^"[A-Z][a-z][a-z] [ 1-3][0-9] [0-9][0-9][0-9][0-9]" "[0-2][0-9]:[0-5][0-9]:[0-6][0-9]"$
 */
