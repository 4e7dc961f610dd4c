_Static_assert((char)-1 > 0, "plain char is unsigned");
_Static_assert((signed char)-1 < 0, "signed char stays signed");
/*
 * check-name: -funsigned-char makes plain char unsigned
 * check-command: sparse -funsigned-char $file
 */
