#define S(x) #y
S(1)
/*
 * check-name: '#' must be followed by a parameter
 * check-command: sparse -E $file
 *
 * check-output-start

S(1)
 * check-output-end
 *
 * check-error-start
preprocessor/stringify-not-param.c:1:14: error: '#' is not followed by a macro parameter
 * check-error-end
 */
