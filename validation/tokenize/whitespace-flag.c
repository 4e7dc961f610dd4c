a+b a + b a/**/+/**/b a	+b
/*
 * check-name: a space is printed before a token that follows white space or a comment
 * check-command: test-lexing $file
 *
 * check-output-start

a+b a + b a + b a + b
 * check-output-end
 */
