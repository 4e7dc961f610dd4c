static unsigned char c = 0x1ff;
/*
 * check-name: -Wno-cast-truncate turns it off
 * check-command: sparse -Wno-cast-truncate $file
 */
