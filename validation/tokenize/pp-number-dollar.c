1$2 0x$
/*
 * check-name: a dollar ends a pp-number, as in sparse
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 number 1
1:2 ident $2
1:5 number 0x
1:7 ident $
 * check-output-end
 */
