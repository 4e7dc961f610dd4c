void f(int n)
{
	for (int i = 0; i < n; i++) {
		if (i & 1)
			continue;
	}
	while (n--)
		continue;
}
/*
 * check-name: continue inside loops
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        for (1 declarations; (i < n); (i++))
            {
                if ((i & 1))
                    continue;
            }
        while ((n--))
            continue;
    }
 * check-output-end
 * check-error-start
parsing/stmt-continue.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
