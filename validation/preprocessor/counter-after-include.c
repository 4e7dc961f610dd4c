int c = __COUNTER__;
/*
 * check-name: __COUNTER__ counts on through -include files, then starts again for the file
 * check-command: sparse -E -include $file -include $file $file
 *
 * check-output-start
int c = 0;
int c = 1;
int c = 0;
 * check-output-end
 */
