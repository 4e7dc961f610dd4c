static int x = 1;
static int n[] = { [x] = 1 };
/*
 * check-name: a non-constant array designator
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-non-constant.c:2:21: error: bad integer constant expression
 * check-error-end
 */
