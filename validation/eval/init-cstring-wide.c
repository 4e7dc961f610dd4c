typedef int wchar_t;
static wchar_t w[] = L"abc";
static const int *p = L"xyz";
static char bad[] = L"abc";
static wchar_t bad2[] = "abc";
static wchar_t w4[3] = L"abc";
static wchar_t w5[2] = L"abc";
/*
 * check-name: -Winit-cstring with a wide string that has no room for its nul
 * check-command: sparse -Winit-cstring $file
 *
 * check-error-start
eval/init-cstring-wide.c:4:21: warning: too long initializer-string for array of char
eval/init-cstring-wide.c:6:24: warning: too long initializer-string for array of char(no space for nul char)
eval/init-cstring-wide.c:7:24: warning: too long initializer-string for array of char
 * check-error-end
 */
