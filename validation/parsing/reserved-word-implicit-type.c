static if;
static while(void);
static for(int x) { return 0; }
static y;
static z(void) { return 0; }
/*
 * check-name: a reserved word declared without type: its error only, not the implicit type
 *
 * check-error-start
parsing/reserved-word-implicit-type.c:1:8: error: Trying to use reserved word 'if' as identifier
parsing/reserved-word-implicit-type.c:2:8: error: Trying to use reserved word 'while' as identifier
parsing/reserved-word-implicit-type.c:3:8: error: Trying to use reserved word 'for' as identifier
 * check-error-end
 */
