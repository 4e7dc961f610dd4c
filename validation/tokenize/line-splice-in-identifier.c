ab\
cd e\
\
f\
g h
/*
 * check-name: a backslash-newline inside an identifier vanishes
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 ident abcd
2:4 ident efg
5:3 ident h
 * check-output-end
 */
