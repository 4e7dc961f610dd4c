static struct { int n; char s[]; } x1 = { 1, "abc" };
static struct { int n; char s[]; } x2 = { 1, { "abc" } };
static struct { int n; char s[]; } x3 = { .s = "abcdef" };
static char x4[][2] = { "a", "bc", "def" };
static struct { char s[2]; } x5[] = { "a", "bc", { "def" } };
static int x6[] = { [2] = 1, 2, [1] = 3 };
_Static_assert(sizeof(x6) == 16, "");
/*
 * check-name: strings for flexible char arrays and for the rows of char arrays
 * check-command: sparse -Winit-cstring $file
 *
 * check-error-start
eval/init/string-rows-and-flexible.c:4:30: warning: too long initializer-string for array of char(no space for nul char)
eval/init/string-rows-and-flexible.c:4:36: warning: too long initializer-string for array of char
eval/init/string-rows-and-flexible.c:5:39: warning: missing braces around initializer
eval/init/string-rows-and-flexible.c:5:44: warning: missing braces around initializer
eval/init/string-rows-and-flexible.c:5:44: warning: too long initializer-string for array of char(no space for nul char)
eval/init/string-rows-and-flexible.c:5:52: warning: too long initializer-string for array of char
 * check-error-end
 */
