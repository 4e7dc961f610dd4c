static int q[4] = { [3 ... 1] = 1 };
/*
 * check-name: a range whose end comes before its start
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-range-nonsense.c:1:22: warning: nonsense array initializer index range
 * check-error-end
 */
