a _b c9 __x_y__ $d e$f int return
/*
 * check-name: identifiers: letters, digits, underscore, dollar
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
1:3 ident _b
1:6 ident c9
1:9 ident __x_y__
1:17 ident $d
1:20 ident e$f
1:24 ident int
1:28 ident return
 * check-output-end
 */
