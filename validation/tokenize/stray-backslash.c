a \ b \x
/*
 * check-name: a backslash that is no splice and no UCN is a stray byte
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
1:3 error \
1:5 ident b
1:7 error \
1:8 ident x
 * check-output-end
 */
