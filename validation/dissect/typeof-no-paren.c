typeof x;
typeof *p;
typeof a[2];
int y = x + 1;
int *z = &x;
static int f(void)
{
	typeof q = 3;
	x = 1;
	return x + q + sizeof(a) + sizeof(p);
}
/*
 * check-name: dissect: a name declared with typeof without '(' (an error) is of no type where defined, of a bad type where used
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/typeof-no-paren.c

   1:8                    def   v x                                
   2:8                    def   v p                                *
   3:8                    def   v a                                [2]
   4:5                    def   v y                                int
   4:5                    -w-   v y                                int
   4:9   y                -r-   v x                                bad type
   5:5                    def   v z                                int *
   5:5                    -w-   v z                                int *
   5:11  z                m--   v x                                bad type
   6:12                   def   f f                                int ( ... )
   8:16  f                def . v q                                
   8:16  f                -w- . v q                                
   9:9   f                -w-   v x                                bad type
  10:16  f                -r-   v x                                bad type
  10:20  f                -r- . v q                                bad type
  10:31  f                ---   v a                                [2]
  10:43  f                ---   v p                                *
 * check-output-end
 *
 * check-error-start
dissect/typeof-no-paren.c:1:8: error: expected '(' after typeof
dissect/typeof-no-paren.c:2:8: error: expected '(' after typeof
dissect/typeof-no-paren.c:3:8: error: expected '(' after typeof
dissect/typeof-no-paren.c:8:16: error: expected '(' after typeof
 * check-error-end
 */
