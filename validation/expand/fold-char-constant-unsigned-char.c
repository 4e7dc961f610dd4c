_Static_assert((char)'\377' < 0, "char is signed");
_Static_assert('\377' == -1, "char constant is -1");
_Static_assert((unsigned char)'\377' == 255, "uchar");
/*
 * check-name: -funsigned-char: plain char folds unsigned
 * check-command: sparse -funsigned-char $file
 *
 * check-error-start
expand/fold-char-constant-unsigned-char.c:1:29: error: static assertion failed: "char is signed"
expand/fold-char-constant-unsigned-char.c:2:23: error: static assertion failed: "char constant is -1"
 * check-error-end
 */
