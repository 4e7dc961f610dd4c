struct s { int m; };
int f(struct s x)
{
	return x.;
}
/*
 * check-name: a member access without the member's name
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return x.<noident>;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-member-name.c:4:18: error: Expected member name
 * check-error-end
 */
