static char d[2] = "abc";
/*
 * check-name: a string longer than its char array
 * check-command: sparse $file
 *
 * check-error-start
eval/string-too-long.c:1:20: warning: too long initializer-string for array of char
 * check-error-end
 */
