static char a[2] = "abc";
static char b[3] = "abc";
static char c[4] = "abc";
static unsigned char d[2][2] = { "ab", "cde" };
/*
 * check-name: a string longer than its char array
 * check-command: sparse $file
 *
 * check-error-start
eval/init/string-too-long.c:1:20: warning: too long initializer-string for array of char
eval/init/string-too-long.c:4:40: warning: too long initializer-string for array of char
 * check-error-end
 */
