static int f(int a)
{
	switch (a) {
	case a:
		return 1;
	}
	return 1 / 0;
}

static int y = 2 / 0;
/*
 * check-name: an expansion error silences the warnings after it
 *
 * check-error-start
expand/error-silences-expansion.c:4:14: error: Expected constant expression in case statement
 * check-error-end
 */
