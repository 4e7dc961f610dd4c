void f(void)
{
	extern int x = 1;
	extern int y;
	extern int z(void);
	y = x + z();
}
/*
 * check-name: dissect: a local extern given a value (a warning) is defined and written there, as a local
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/local-extern-initialized.c

   1:6                    def   f f                                void ( ... )
   3:20  f                def . v x                                int
   3:20  f                -w- . v x                                int
   6:9   f                -w- . v y                                int
   6:13  f                -r- . v x                                int
   6:17  f                --r . f z                                int ( ... )
 * check-output-end
 *
 * check-error-start
dissect/local-extern-initialized.c:3:20: warning: symbol with external linkage has initializer
 * check-error-end
 */
