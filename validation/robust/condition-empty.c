static void f(int x)
{
	if () ;
	while () ;
	do ; while ();
	if (]) ;
}

/*
 * check-name: an empty condition of if, while or do is an error
 *
 * check-error-start
robust/condition-empty.c:3:13: error: an expression is expected before ')'
robust/condition-empty.c:4:16: error: an expression is expected before ')'
robust/condition-empty.c:5:21: error: an expression is expected before ')'
robust/condition-empty.c:6:13: error: an expression is expected before ')'
robust/condition-empty.c:6:13: error: Expected ) after if
robust/condition-empty.c:6:13: error: got ]
 * check-error-end
 */
