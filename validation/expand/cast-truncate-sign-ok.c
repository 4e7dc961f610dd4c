static unsigned short a = (unsigned short)-1;
static char b = (char)-1;
static int c = (int)-1LL;
static signed char d = -128;
/*
 * check-name: dropping copies of the sign bit does not warn
 */
