typeof() a;
struct s { typeof() m; };
static void f(void)
{
	typeof() b;
	struct s x;
	x.m = b;
}
/*
 * check-name: dissect: typeof() without an expression (an error) is of a bad type
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/typeof-empty-bad.c

   1:10                   def   v a                                bad type
   3:13                   def   f f                                void ( ... )
   5:18  f                def . v b                                bad type
   2:8                    def   s s                                
   2:21                   def   m s.m                              bad type
   6:18  f                def . v x                                struct s
   7:9   f                -w- . v x                                struct s
   7:10  f                -w-   m s.m                              bad type
   7:15  f                -r- . v b                                bad type
 * check-output-end
 *
 * check-error-start
dissect/typeof-empty-bad.c:1:8: error: expected expression after the '(' token
dissect/typeof-empty-bad.c:2:19: error: expected expression after the '(' token
dissect/typeof-empty-bad.c:5:16: error: expected expression after the '(' token
 * check-error-end
 */
