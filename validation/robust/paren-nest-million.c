// A file of 1,000,000 nested parentheses, made by scripts/check-bounded
// (kind "parens"): one error, no stack overflow, within 200 MB.
/*
 * check-name: a million nested parentheses: one error, bounded memory
 * check-command: ../scripts/check-bounded 200000 parens 1000000 ../sparse
 *
 * check-error-start
parens.c:1:856: error: nesting too deep
 * check-error-end
 */
