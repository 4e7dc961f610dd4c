asm(".globl foo");
int x;
/*
 * check-name: asm at file scope
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void ( ... )
    asm(".globl foo" : 0 outputs : 0 inputs : 0 clobbers : 0 labels);
.align 4
int [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/stmt-asm-toplevel.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
