int naïve = été;
/*
 * check-name: identifiers take UTF-8 bytes, as gcc does
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident int
1:5 ident naïve
1:12 special =
1:14 ident été
1:19 special ;
 * check-output-end
 */
