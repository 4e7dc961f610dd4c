int f(void)
{
	return ({ __label__ out; goto out; out: 1; });
}
/*
 * check-name: GNU: __label__ declares labels local to a block
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int extern [addressable] [toplevel] f( ... )
    {
        return ({ ... });
    }
 * check-output-end
 */
