struct s { int a:3; };
static struct s v;
/*
 * check-name: -Wdefault-bitfield-sign is off by default
 * check-command: sparse $file
 */
