static int y[2] = { .a = 1 };
/*
 * check-name: a field designator for an array
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-field-in-array.c:1:22: error: field name not in struct or union initializer
 * check-error-end
 */
