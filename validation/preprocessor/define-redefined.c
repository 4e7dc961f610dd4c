#define X 1
#define X 2
X
/*
 * check-name: a different redefinition is warned about
 * check-command: sparse -E $file
 *
 * check-output-start

2
 * check-output-end
 *
 * check-error-start
preprocessor/define-redefined.c:2:9: warning: preprocessor token X redefined
preprocessor/define-redefined.c:1:9: this was the original definition
 * check-error-end
 */
