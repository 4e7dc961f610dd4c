static int x[2] = "a";
static struct { int a[3]; int b; } y = { "ab", 1 };
/*
 * check-name: sparse lets a narrow string initialize an int array (int is wchar_t)
 * check-command: sparse $file
 */
