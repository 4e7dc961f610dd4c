12\
34 1e\
+5 0x\
\
ff
/*
 * check-name: a backslash-newline inside a pp-number vanishes
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 number 1234
2:4 number 1e+5
3:4 number 0xff
 * check-output-end
 */
