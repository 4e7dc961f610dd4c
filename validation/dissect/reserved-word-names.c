int if;
static for(int x) { return x; }
int while(void) { return __func__[0]; }
void f(int do)
{
	int else = 1;
}
int g(void) { return int; }
/*
 * check-name: dissect: a declaration named by a reserved word has no name (__asm__), a parameter keeps it, a type name in an expression is a nameless local
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/reserved-word-names.c

   1:5                    def . v __asm__                          int
   2:8                    def . f __asm__                          int ( ... )
   2:12  __asm__          def . v x                                int
   2:28  __asm__          -r- . v x                                int
   3:5                    def . f __asm__                          int ( ... )
   3:26  __asm__          -rr   v __func__                         bad type
   4:6                    def   f f                                void ( ... )
   4:8   f                def . v do                               int
   6:13  f                def . v __asm__                          int
   6:13  f                -w- . v __asm__                          int
   8:5                    def   f g                                int ( ... )
   8:22  g                -r- . v __asm__                          bad type
 * check-output-end
 *
 * check-error-start
dissect/reserved-word-names.c:1:5: error: Trying to use reserved word 'if' as identifier
dissect/reserved-word-names.c:2:8: error: Trying to use reserved word 'for' as identifier
dissect/reserved-word-names.c:3:5: error: Trying to use reserved word 'while' as identifier
dissect/reserved-word-names.c:4:8: error: Trying to use reserved word 'do' as identifier
dissect/reserved-word-names.c:6:13: error: Trying to use reserved word 'else' as identifier
dissect/reserved-word-names.c:8:22: error: typename in expression
dissect/reserved-word-names.c:8:22: error: Trying to use reserved word 'int' as identifier
 * check-error-end
 */
