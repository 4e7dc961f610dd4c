static char x[3] = { "ab", 1 };
static char y[4] = { 'a', "b" };
/*
 * check-name: a string among a char array's element values
 * check-command: sparse $file
 *
 * check-error-start
eval/init/string-as-element.c:1:22: warning: incorrect type in initializer (different base types)
eval/init/string-as-element.c:1:22:    expected char
eval/init/string-as-element.c:1:22:    got char *
eval/init/string-as-element.c:2:27: warning: incorrect type in initializer (different base types)
eval/init/string-as-element.c:2:27:    expected char
eval/init/string-as-element.c:2:27:    got char *
 * check-error-end
 */
