#define __CHECKER__ 2
__CHECKER__
/*
 * check-name: redefining __CHECKER__ is warned, the original is builtin
 * check-command: sparse -E $file
 *
 * check-output-start

2
 * check-output-end
 *
 * check-error-start
preprocessor/define-redefine-strong-builtin.c:1:9: warning: preprocessor token __CHECKER__ redefined
preprocessor/define-redefine-strong-builtin.c: note: in included file:
builtin:0:0: this was the original definition
 * check-error-end
 */
