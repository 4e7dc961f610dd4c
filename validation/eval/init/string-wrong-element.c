static short x[] = L"abc";
/*
 * check-name: a wide string for an array of short
 * check-command: sparse $file
 *
 * check-error-start
eval/init/string-wrong-element.c:1:20: error: invalid initializer
 * check-error-end
 */
