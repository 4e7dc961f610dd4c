typedef int wchar_t;
static wchar_t w[] = L"abc";
static const int *p = L"xyz";
static char bad[] = L"abc";
static wchar_t bad2[] = "abc";
static wchar_t w4[3] = L"abc";
static wchar_t w5[2] = L"abc";
/*
 * check-name: wide strings initializing arrays of wchar_t and of char
 * check-command: sparse $file
 *
 * check-error-start
eval/string-wide-init.c:4:21: warning: too long initializer-string for array of char
eval/string-wide-init.c:7:24: warning: too long initializer-string for array of char
 * check-error-end
 */
