static void g(int x)
{
	switch (x) {
	case 1:
	default:
	}
	switch (x) {
	case 2 ... 3:
	}
}
/*
 * check-name: a case or default label at the end of a block is a warning, as sparse
 *
 * check-error-start
parsing/case-label-at-end.c:6:9: warning: statement expected after case label
parsing/case-label-at-end.c:9:9: warning: statement expected after case label
 * check-error-end
 */
