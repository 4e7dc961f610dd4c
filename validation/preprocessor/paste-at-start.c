#define P ## x
P
/*
 * check-name: '##' cannot start a body
 * check-command: sparse -E $file
 *
 * check-output-start

P
 * check-output-end
 *
 * check-error-start
preprocessor/paste-at-start.c:1:11: error: '##' cannot appear at the ends of macro expansion
 * check-error-end
 */
