static int x;
static int y = x;
/*
 * check-name: -Wconstexpr-not-const is off by default
 * check-command: sparse $file
 */
