static int a[3] = { [sizeof(int) - 3] = 2, [(char)257 ... 2] = 1 };
/*
 * check-name: index designators fold, and warn as they do
 *
 * check-error-start
expand/designator-fold.c:1:51: warning: cast truncates bits from constant value (101 becomes 1)
expand/designator-fold.c:1:34: warning: Initializer entry defined twice
expand/designator-fold.c:1:46:   also defined here
 * check-error-end
 */
