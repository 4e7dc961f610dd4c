asm(".globl foo");
int x;
/*
 * check-name: asm at file scope
 * check-command: test-parsing $file
 *
 * check-output-start
void ( ... )
    asm(".globl foo" : 0 outputs : 0 inputs : 0 clobbers : 0 labels);
.align 4
int [addressable] [toplevel] x
 * check-output-end
 */
