_Static_assert((char)'\377' < 0, "char is signed");
_Static_assert('\377' == -1, "char constant is -1");
_Static_assert((unsigned char)'\377' == 255, "uchar");
/*
 * check-name: plain char constants fold signed by default
 */
