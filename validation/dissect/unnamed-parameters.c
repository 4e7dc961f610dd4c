struct s { int a; };
static int f(int, char *) { return 0; }
static int g(int a, int, int b) { return b; }
static int h(struct s, int (*)(int)) { return 0; }
int k(int);
/*
 * check-name: dissect: the parameters of a definition without a name are defined (__asm__) after their error
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/unnamed-parameters.c

   2:12                   def   f f                                int ( ... )
   2:14  f                def . v __asm__                          int
   2:19  f                def . v __asm__                          char *
   3:12                   def   f g                                int ( ... )
   3:14  g                def . v a                                int
   3:21  g                def . v __asm__                          int
   3:26  g                def . v b                                int
   3:42  g                -r- . v b                                int
   4:12                   def   f h                                int ( ... )
   1:8                    def   s s                                
   1:16                   def   m s.a                              int
   4:14  h                def . v __asm__                          struct s
   4:24  h                def . v __asm__                          int ( * )( ... )
 * check-output-end
 *
 * check-error-start
dissect/unnamed-parameters.c:2:14: error: no identifier for function argument
dissect/unnamed-parameters.c:2:19: error: no identifier for function argument
dissect/unnamed-parameters.c:3:21: error: no identifier for function argument
dissect/unnamed-parameters.c:4:14: error: no identifier for function argument
dissect/unnamed-parameters.c:4:24: error: no identifier for function argument
 * check-error-end
 */
