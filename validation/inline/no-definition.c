static inline int f(int a);

int g(int a)
{
	return f(a);
}
/*
 * check-name: inline: no-definition
 * check-command: sparse $file
 *
 * check-error-start
inline/no-definition.c:3:5: warning: symbol 'g' was not declared. Should it be static?
inline/no-definition.c:1:20: error: marked inline, but without a definition
 * check-error-end
 */
