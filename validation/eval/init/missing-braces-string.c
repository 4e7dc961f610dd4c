static struct { char a[3]; char b[3]; } x = { "ab", 'c', 'd' };
static struct { char a[3]; int b; } y = { 'a', "b" };
/*
 * check-name: char values after a string go to the next member, without braces
 * check-command: sparse $file
 *
 * check-error-start
eval/init/missing-braces-string.c:1:53: warning: missing braces around initializer
eval/init/missing-braces-string.c:2:43: warning: missing braces around initializer
eval/init/missing-braces-string.c:2:48: warning: incorrect type in initializer (different base types)
eval/init/missing-braces-string.c:2:48:    expected char
eval/init/missing-braces-string.c:2:48:    got char *
 * check-error-end
 */
