static void f(int *p)
{
	p = 0L;
	p = '\0';
	p = (0);
	p = 1 - 1;
	(void)p;
}
/*
 * check-name: 0L, a char zero, (0) and 1 - 1 are plain integers used as NULL
 * check-command: sparse $file
 *
 * check-error-start
eval/null-constant-forms.c:3:13: warning: Using plain integer as NULL pointer
eval/null-constant-forms.c:4:13: warning: Using plain integer as NULL pointer
eval/null-constant-forms.c:5:14: warning: Using plain integer as NULL pointer
eval/null-constant-forms.c:6:15: warning: Using plain integer as NULL pointer
 * check-error-end
 */
