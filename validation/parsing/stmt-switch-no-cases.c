void f(int x)
{
	switch (x) {
	}
}
/*
 * check-name: a switch without cases
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        switch (x)
            {
            }
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-switch-no-cases.c:3:9: warning: switch with no cases
parsing/stmt-switch-no-cases.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
