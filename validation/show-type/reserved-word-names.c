int if;
static for(int x) { return x; }
int while(void);
unsigned do = 1;
int (*else)(void);
/*
 * check-name: show-type: a declaration named by a reserved word has no name, a function's modifiers then before its ( ... )
 * check-command: test-show-type $file
 * check-exit-value: 2
 *
 * check-output-start
int;
int static [signed] ( ... );
unsigned int;
int ( * )( ... );
 * check-output-end
 *
 * check-error-start
show-type/reserved-word-names.c:1:5: error: Trying to use reserved word 'if' as identifier
show-type/reserved-word-names.c:2:8: error: Trying to use reserved word 'for' as identifier
show-type/reserved-word-names.c:3:5: error: Trying to use reserved word 'while' as identifier
show-type/reserved-word-names.c:4:10: error: Trying to use reserved word 'do' as identifier
show-type/reserved-word-names.c:5:5: error: Trying to use reserved word 'else' as identifier
 * check-error-end
 */
