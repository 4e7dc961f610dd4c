// A K&R definition whose parameter declarations are 100,000 K&R function
// heads, each after the last: each was taken for a definition with K&R
// parameters of its own, a recursion that overflowed the stack (fuzz,
// pipeline).  As in sparse, a function head there is a declaration
// lacking its ';'.  Within 200 MB.
/*
 * check-name: 100,000 K&R function heads as K&R parameter declarations: no recursion
 * check-command: ../scripts/check-bounded 200000 kr-chain 100000 ../sparse -fmax-errors=2
 *
 * check-error-start
kr-chain.c:1:10: warning: non-ANSI definition of function 'f'
kr-chain.c:1:19: error: expected ';' at end of parameter declaration
kr-chain.c:1:19: error: expected function body
kr-chain.c:1:37: error: expected ';' at end of parameter declaration
kr-chain.c:1:37: error: too many errors
 * check-error-end
 */
