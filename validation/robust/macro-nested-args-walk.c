// A call nested in another's argument hands its result up to be walked
// again: 600 nested F(x) around an argument of 2^18 tokens walk 157
// million tokens (fuzz/preprocess found such a file: 10 s).  Past 2^27
// tokens walked in a file, expansion stops with one error; within 100 MB
// and a second.  The kernel's worst file walks under 2 million.
/*
 * check-name: arguments handed up through 600 nested calls: one error past the walking limit
 * check-command: ../scripts/check-bounded 100000 nested-args 600 ../sparse
 *
 * check-error-start
nested-args.c:20:9: error: macro expansion moves more than 134217728 tokens
nested-args.c:20:790: error: expression expected before ';'
 * check-error-end
 */
