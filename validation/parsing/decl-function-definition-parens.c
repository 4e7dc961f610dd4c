int (f)(void) { return 0; }
/*
 * check-name: a function definition with a parenthesized name
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int extern [addressable] [toplevel] f( ... )
    {
        return 0;
    }
 * check-output-end
 */
