asm(1);
/*
 * check-name: asm takes a string literal
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void ( ... )
    asm(<none> : 0 outputs : 0 inputs : 0 clobbers : 0 labels);
 * check-output-end
 *
 * check-error-start
parsing/err-asm-not-string.c:1:5: error: string literal expected for inline asm
 * check-error-end
 */
