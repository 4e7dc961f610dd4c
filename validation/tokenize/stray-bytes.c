a@b `c`
/*
 * check-name: @ and ` start no token: they are error tokens of one byte
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
1:2 error @
1:3 ident b
1:5 error `
1:6 ident c
1:7 error `
 * check-output-end
 */
