static char a[3] = "abc";
static char b[3] = { "abc" };
static signed char c[1][3] = { "abc" };
static char d[2] = "abc";
/*
 * check-name: -Winit-cstring: a string that leaves no room for its NUL
 * check-command: sparse -Winit-cstring $file
 *
 * check-error-start
eval/init/string-no-nul.c:1:20: warning: too long initializer-string for array of char(no space for nul char)
eval/init/string-no-nul.c:2:22: warning: too long initializer-string for array of char(no space for nul char)
eval/init/string-no-nul.c:3:32: warning: too long initializer-string for array of char(no space for nul char)
eval/init/string-no-nul.c:4:20: warning: too long initializer-string for array of char
 * check-error-end
 */
