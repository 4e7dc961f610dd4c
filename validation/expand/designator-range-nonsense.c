static int a[3] = { [2 ... 1] = 2 };
/*
 * check-name: a range whose end comes first
 *
 * check-error-start
expand/designator-range-nonsense.c:1:22: warning: nonsense array initializer index range
 * check-error-end
 */
