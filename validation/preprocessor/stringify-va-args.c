#define S(...) #__VA_ARGS__
S(a, b,c)
/*
 * check-name: #__VA_ARGS__ keeps the commas
 * check-command: sparse -E $file
 *
 * check-output-start

"a, b,c"
 * check-output-end
 */
