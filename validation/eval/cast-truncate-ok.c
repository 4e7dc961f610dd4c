static unsigned char a = 255;
static signed char b = -128;
static unsigned char c = -1;
static unsigned short d = 0xffff;
static int e = 0xffffffff;
static _Bool g = 3;
static char h = 'x';
static unsigned int i = -1;
/*
 * check-name: constants that fit, -1 to unsigned, and _Bool are silent
 * check-command: sparse $file
 */
