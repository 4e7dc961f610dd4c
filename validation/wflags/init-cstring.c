static char c[3] = "abc";
/*
 * check-name: -Winit-cstring turns it on
 * check-command: sparse -Winit-cstring $file
 *
 * check-error-start
wflags/init-cstring.c:1:20: warning: too long initializer-string for array of char(no space for nul char)
 * check-error-end
 */
