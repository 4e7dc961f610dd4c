/*
 * check-name: no newline at end of file is only told on an odd column, as sparse 0.6.4 does
 * check-command: test-lexing -T $file
 *
 * check-output-start
9:1 ident ab
 * check-output-end
 */
ab