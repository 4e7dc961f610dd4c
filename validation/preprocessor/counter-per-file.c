int a = __COUNTER__;
int b = __COUNTER__;
/*
 * check-name: __COUNTER__ starts again at 0 for each file on the command line
 * check-command: sparse -E $file $file
 *
 * check-output-start

int a = 0;
int b = 1;
int a = 0;
int b = 1;
 * check-output-end
 */
