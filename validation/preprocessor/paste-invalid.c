#define P(a, b) a ## b
P(+, -) P(., x)
/*
 * check-name: a paste that makes no token is an error
 * check-command: sparse -E $file
 *
 * check-output-start

+ - . x
 * check-output-end
 *
 * check-error-start
preprocessor/paste-invalid.c:2:1: error: '##' failed: concatenation is not a valid token
preprocessor/paste-invalid.c:2:9: error: '##' failed: concatenation is not a valid token
 * check-error-end
 */
