#define S(x) #x
S("a\n") S('"') S(L"x") S('\'')
/*
 * check-name: # escapes quotes and backslashes in string literals
 * check-command: sparse -E $file
 *
 * check-output-start

"\"a\\n\"" "'\"'" "L\"x\"" "'\\''"
 * check-output-end
 */
