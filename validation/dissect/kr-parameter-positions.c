int f(a, b)
	int a;
	char *b;
{
	{ int a = 1; return a + *b; }
}
int g(a, c)
	int a;
{
	return a + c;
}
/*
 * check-name: dissect: a K&R parameter is defined where the identifier list names it, not where its declaration types it
 * check-command: test-dissect $file
 *
 * check-error-start
dissect/kr-parameter-positions.c:2:9: warning: non-ANSI definition of function 'f'
dissect/kr-parameter-positions.c:8:9: warning: non-ANSI definition of function 'g'
dissect/kr-parameter-positions.c:7:10: warning: missing type declaration for parameter 'c'
 * check-error-end
 *
 * check-output-start

FILE: dissect/kr-parameter-positions.c

   1:5                    def   f f                                int ( ... )
   1:7   f                def . v a                                int
   1:10  f                def . v b                                char *
   5:15  f                def . v a                                int
   5:15  f                -w- . v a                                int
   5:29  f                -r- . v a                                int
   5:34  f                --r . v b                                char *
   7:5                    def   f g                                int ( ... )
   7:7   g                def . v a                                int
   7:10  g                def . v c                                int
  10:16  g                -r- . v a                                int
  10:20  g                -r- . v c                                int
 * check-output-end
 */
