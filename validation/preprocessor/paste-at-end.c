#define P(x) x ##
P(1)
/*
 * check-name: '##' cannot end a body
 * check-command: sparse -E $file
 *
 * check-output-start

P(1)
 * check-output-end
 *
 * check-error-start
preprocessor/paste-at-end.c:1:16: error: '##' cannot appear at the ends of macro expansion
 * check-error-end
 */
