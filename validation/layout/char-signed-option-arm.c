_Static_assert((char)-1 < 0, "plain char is signed");
/*
 * check-name: -fsigned-char on arm makes plain char signed
 * check-command: sparse --arch=arm -fsigned-char $file
 */
