CMD
/*
 * check-name: a -D given twice warns, in the builtin stream
 * check-command: sparse -DCMD=1 -DCMD=2 -E $file
 *
 * check-output-start

2
 * check-output-end
 *
 * check-error-start
command-line: note: in included file:
builtin:1:9: warning: preprocessor token CMD redefined
builtin:1:9: this was the original definition
 * check-error-end
 */
