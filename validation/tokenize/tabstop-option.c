	a
  	b
		c d	e
/*
 * check-name: -ftabstop=N sets the tab stops
 * check-command: test-lexing -ftabstop=4 -T $file
 *
 * check-output-start
1:5 ident a
2:5 ident b
3:9 ident c
3:11 ident d
3:13 ident e
 * check-output-end
 */
