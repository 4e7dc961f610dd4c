static int m[2][2] = { [0][1] = 1, 2, 3 };
/*
 * check-name: -Wpast-deep-designator: positional values after [0][1]
 * check-command: sparse -Wpast-deep-designator $file
 *
 * check-error-start
eval/past-deep-designator-array.c:1:36: warning: advancing past deep designator
eval/past-deep-designator-array.c:1:36: warning: missing braces around initializer
 * check-error-end
 */
