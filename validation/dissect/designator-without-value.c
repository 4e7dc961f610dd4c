struct s { int a, b; };
int g(void);
int v;
void f(void) { struct s x = { .b g() }; struct s y = { .a = v, .b v }; struct s z = { .b = }; }
/*
 * check-name: dissect: a designator without its value (an error) writes nothing and its value is not walked
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/designator-without-value.c

   3:5                    def   v v                                int
   4:6                    def   f f                                void ( ... )
   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   1:19                   def   m s.b                              int
   4:25  f                def . v x                                struct s
   4:25  f                -w- . v x                                struct s
   4:50  f                def . v y                                struct s
   4:50  f                -w- . v y                                struct s
   4:57  f                -w-   m s.a                              int
   4:61  f                -r-   v v                                int
   4:81  f                def . v z                                struct s
   4:81  f                -w- . v z                                struct s
 * check-output-end
 *
 * check-error-start
dissect/designator-without-value.c:4:34: error: Expected = at end of initializer index
dissect/designator-without-value.c:4:34: error: got g
dissect/designator-without-value.c:4:67: error: Expected = at end of initializer index
dissect/designator-without-value.c:4:67: error: got v
 * check-error-end
 */
