static int a = (char)0x1234;
/*
 * check-name: -Wno-cast-truncate
 * check-command: sparse -Wno-cast-truncate $file
 */
