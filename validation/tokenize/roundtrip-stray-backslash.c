a \ 
b \	
c
/*
 * check-name: round trip: a stray backslash at the end of a line stays one
 * check-command: test-lexing --roundtrip $file
 */
