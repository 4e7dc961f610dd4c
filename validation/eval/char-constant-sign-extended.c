_Static_assert('\xff' == -1, "hex");
_Static_assert('\377' == -1, "octal");
_Static_assert('\x80' < 0, "x80");
_Static_assert('\x7f' == 127, "x7f");
_Static_assert(L'\xff' == 255, "wide");
#if '\xff' != -1
#error "#if"
#endif
/*
 * check-name: a character constant with the high bit set is negative where char is signed
 * check-command: sparse --arch=x86_64 $file
 */
