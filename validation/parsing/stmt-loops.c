int f(int n)
{
	int s = 0;
	while (n > 0)
		n--;
	do
		s++;
	while (s < 10);
	for (int i = 0; i < n; i++)
		s += i;
	for (;;)
		break;
	return s;
}
/*
 * check-name: while, do-while and for loops
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        int s = 0;
        while ((n > 0))
            (n--);
        do
            (s++);
        while ((s < 10));
        for (1 declarations; (i < n); (i++))
            (s += i);
        for (; ; )
            break;
        return s;
    }
 * check-output-end
 * check-error-start
parsing/stmt-loops.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
