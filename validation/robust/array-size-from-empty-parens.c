static char c[] = (@);
/*
 * check-name: an array sized by a parenthesized initializer left empty by an error
 * check-note: found by fuzz/parse (a null dereference); the messages
 *	are Debian's sparse's
 *
 * check-error-start
robust/array-size-from-empty-parens.c:1:20: error: an expression is expected before ')'
robust/array-size-from-empty-parens.c:1:20: error: Expected ) in expression
robust/array-size-from-empty-parens.c:1:20: error: got @
robust/array-size-from-empty-parens.c:1:19: error: invalid initializer
 * check-error-end
 */
