static int f(int x)
{
	__builtin_warning(1, "one");
	__builtin_warning(0, "never");
	__builtin_warning(x, "not constant");
	__builtin_warning(sizeof(int) == 4, "folded", "and another");
	__builtin_warning("alone");
	__builtin_warning(1, "%s as is");
	if (0)
		__builtin_warning(1, "in a dead branch");
	return __builtin_warning(1, "its value");
}
/*
 * check-name: __builtin_warning(cond, strings...) says each string when cond is a true constant or a string, at expansion
 * check-command: sparse $file
 *
 * check-error-start
builtin/builtin-warning.c:3:26: warning: one
builtin/builtin-warning.c:6:26: warning: folded
builtin/builtin-warning.c:6:26: warning: and another
builtin/builtin-warning.c:7:26: warning: alone
builtin/builtin-warning.c:8:26: warning: %s as is
builtin/builtin-warning.c:10:34: warning: in a dead branch
builtin/builtin-warning.c:11:33: warning: its value
 * check-error-end
 */
