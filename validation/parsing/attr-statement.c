int f(int x)
{
	switch (x) {
	case 1:
		x++;
		__attribute__((fallthrough));
	case 2:
		return x;
	}
	return 0;
}
/*
 * check-name: attributes on statements: fallthrough
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        switch (x)
            {
            case 1:
                (x++);
            case 2:
                return x;
            }
        return 0;
    }
 * check-output-end
 * check-error-start
parsing/attr-statement.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
