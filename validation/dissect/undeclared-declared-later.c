int f(void) { return g + h() + k; }
double g;
int h(void);
void m(void) { int k; }
static int s(void) { return t; }
static long t;
/*
 * check-name: dissect: a name not declared where it is used but by the file later is that symbol, as sparse looks it up once the file is parsed
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/undeclared-declared-later.c

   1:5                    def   f f                                int ( ... )
   1:22  f                -r-   v g                                double
   1:26  f                --r   f h                                int ( ... )
   1:32  f                -r-   v k                                bad type
   2:8                    def   v g                                double
   4:6                    def   f m                                void ( ... )
   4:20  m                def . v k                                int
   5:12                   def   f s                                int ( ... )
   5:29  s                -r-   v t                                long
   6:13                   def   v t                                long
 * check-output-end
 */
