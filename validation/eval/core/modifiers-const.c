extern void g(char *p);
static void f(const char *s)
{
	g(s);
}
/*
 * check-name: a pointer to const passed for a plain one
 * check-command: sparse $file
 *
 * check-error-start
eval/core/modifiers-const.c:4:11: warning: incorrect type in argument 1 (different modifiers)
eval/core/modifiers-const.c:4:11:    expected char *p
eval/core/modifiers-const.c:4:11:    got char const *s
 * check-error-end
 */
