static int a[] = L"abc";
static int b[4] = L"abc";
static char c[] = L"abc";
/*
 * check-name: wide strings initialize wchar_t arrays; char arrays too, too long
 * check-command: sparse $file
 *
 * check-error-start
eval/init/string-wide.c:3:19: warning: too long initializer-string for array of char
 * check-error-end
 */
