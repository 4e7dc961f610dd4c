static void f(void) __attribute__((context(x, 1.0, (1, 1))));
/*
 * check-name: context counts are constant expressions
 *
 * check-error-start
expand/attribute-context-float.c:1:47: error: bad constant expression
 * check-error-end
 */
