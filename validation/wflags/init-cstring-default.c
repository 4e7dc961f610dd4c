static char c[3] = "abc";
/*
 * check-name: -Winit-cstring is off by default
 * check-command: sparse $file
 */
