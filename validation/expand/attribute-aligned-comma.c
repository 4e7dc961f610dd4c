int x __attribute__((aligned((1, 8))));
/*
 * check-name: aligned() takes an integer constant expression
 *
 * check-error-start
expand/attribute-aligned-comma.c:1:34: error: bad integer constant expression
 * check-error-end
 */
