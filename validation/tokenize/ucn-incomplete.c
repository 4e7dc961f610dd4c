a\u12 b \u12x
/*
 * check-name: a backslash-u without four hex digits is no UCN
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident a
1:2 error \
1:3 ident u12
1:7 ident b
1:9 error \
1:10 ident u12x
 * check-output-end
 */
