static char c[] = ("def");
/*
 * check-name: -Wparen-string is off by default
 * check-command: sparse $file
 */
