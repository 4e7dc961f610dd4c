/*
 * check-name: the first token only gets a newline; an end without newline is a line start
 * check-command: sh -c "printf '  /* c */ a\\n   bcde' | ../test-lexing -Wno-newline-eof -"
 *
 * check-output-start

a
			bcde
			
 * check-output-end
 */
