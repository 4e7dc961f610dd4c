int f(void)
{
	undefined_var = 1;
	return undefined_fn(undefined_var);
}
/*
 * check-name: dissect: a name declared nowhere is reported, of a bad type
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/undeclared.c

   1:5                    def   f f                                int ( ... )
   3:9   f                -w-   v undefined_var                    bad type
   4:16  f                --r   f undefined_fn                     bad type
   4:29  f                -r-   v undefined_var                    bad type
 * check-output-end
 */
