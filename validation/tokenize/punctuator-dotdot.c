.. ... .. . ..5
/*
 * check-name: .. is a token of sparse, ... wins over it, and ..5 is .. 5
 * check-command: test-lexing -T $file
 *
 * check-output-start
1:1 special ..
1:4 special ...
1:8 special ..
1:11 special .
1:13 special ..
1:15 number 5
 * check-output-end
 */
