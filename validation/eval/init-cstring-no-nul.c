static char c[3] = "abc";
static char d[4] = "abc";
/*
 * check-name: -Winit-cstring: the array has no room for the nul
 * check-command: sparse -Winit-cstring $file
 *
 * check-error-start
eval/init-cstring-no-nul.c:1:20: warning: too long initializer-string for array of char(no space for nul char)
 * check-error-end
 */
