struct probe { int x; } v;
static void f(void)
{
	v = *"abc";
	v = "abc"[1];
	v = &*"abc";
}
/*
 * check-name: *"abc" and "abc"[1] are chars
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-string-deref.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-string-deref.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-string-deref.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-string-deref.c:4:11:    got char
eval/core/type-string-deref.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-string-deref.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-string-deref.c:5:11:    got char
eval/core/type-string-deref.c:6:11: warning: incorrect type in assignment (invalid types)
eval/core/type-string-deref.c:6:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-string-deref.c:6:11:    got char *
 * check-error-end
 */
