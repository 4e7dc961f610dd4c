a /*
*/ b
/* c */ d
/*
 * check-name: a newline inside a block comment starts no line
 * check-command: test-lexing $file
 *
 * check-output-start

a b
			d
 * check-output-end
 */
