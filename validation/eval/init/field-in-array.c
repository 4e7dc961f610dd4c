static int x[3] = { [1] = 1, .a = 2 };
/*
 * check-name: a member designator in an array's initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/init/field-in-array.c:1:31: error: field name not in struct or union initializer
 * check-error-end
 */
