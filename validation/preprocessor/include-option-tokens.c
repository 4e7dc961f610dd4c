x
/*
 * check-name: the tokens of -include come first, on their own
 * check-command: sparse -include preprocessor/include/plain.h -E $file
 *
 * check-output-start
int plain;
x
 * check-output-end
 */
