static void f(void) __attribute__((context(x, v, 1)));
/*
 * check-name: a context count that does not evaluate
 *
 * check-error-start
expand/attribute-context-undefined.c:1:47: error: undefined identifier 'v'
expand/attribute-context-undefined.c:1:47: error: bad constant expression type
 * check-error-end
 */
