_Static_assert('\xff' == 255, "hex");
_Static_assert('\377' == 255, "octal");
#if '\xff' != 255
#error "#if"
#endif
/*
 * check-name: with -funsigned-char a character constant is not sign-extended
 * check-command: sparse -funsigned-char $file
 */
