caf\u00e9 \U0001F600x \u00e9
/*
 * check-name: universal character names are identifier characters
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident caf\u00e9
1:11 ident \U0001F600x
1:23 ident \u00e9
 * check-output-end
 */
