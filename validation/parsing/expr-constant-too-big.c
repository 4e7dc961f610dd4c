unsigned long long a = 99999999999999999999;
/*
 * check-name: a constant too big for unsigned long long: fatal, as in sparse
 * check-command: test-parsing --ast $file
 * check-exit-value: 1
 *
 * check-error-start
parsing/expr-constant-too-big.c:1:24: error: constant 99999999999999999999 is too big even for unsigned long long
 * check-error-end
 */
