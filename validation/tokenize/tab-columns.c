	a
  	b
		c d	e
1234567	f
/*
 * check-name: a tab advances the column to the next multiple of 8
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:9 ident a
2:9 ident b
3:17 ident c
3:19 ident d
3:25 ident e
4:1 number 1234567
4:9 ident f
 * check-output-end
 */
