void f(int i)
{
	static void *tab[] = { &&one, &&two };
	goto *tab[i];
one:
	return;
two:
	return;
}
/*
 * check-name: GNU: labels as values and computed goto
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        void *static tab[0] = { &&one, &&two };
        goto *(*(tab + i));
    one:
        return;
    two:
        return;
    }
 * check-output-end
 * check-error-start
parsing/expr-label-address.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
