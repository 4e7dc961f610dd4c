/*
 * check-name: options with a separate argument consume it
 * check-command: sparse -o options/nothing.c -MF options/nothing.c -MT x -MQ y -x c -isystem options/nothing.c -idirafter options/nothing.c -iquote options/nothing.c -I options/nothing.c --param x=1 -aux-info options/nothing.c $file
 * check-exit-value: 0
 *
 */
