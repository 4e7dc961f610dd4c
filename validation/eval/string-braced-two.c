static char f[] = { "abc", "d" };
/*
 * check-name: two strings in the braces of one char array
 * check-command: sparse $file
 *
 * check-error-start
eval/string-braced-two.c:1:21: warning: incorrect type in initializer (different base types)
eval/string-braced-two.c:1:21:    expected char
eval/string-braced-two.c:1:21:    got char *
eval/string-braced-two.c:1:28: warning: incorrect type in initializer (different base types)
eval/string-braced-two.c:1:28:    expected char
eval/string-braced-two.c:1:28:    got char *
 * check-error-end
 */
