void f(int x)
{
	switch (x) {
	case 1:
		int y = 2;
		x += y;
	}
l:	int z = x;
	goto l;
}
/*
 * check-name: C23: a label may be followed by a declaration
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        switch (x)
            {
            case 1:
                int y = 2;
                (x += y);
            }
    l:
        int z = x;
        goto l;
    }
 * check-output-end
 * check-error-start
parsing/label-declaration-c23.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
