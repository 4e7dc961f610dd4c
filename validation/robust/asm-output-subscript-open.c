int a[4], x;

void f1(void) { asm("" : "=r"(a[ ) ); }
void f2(void) { asm("" : "+r"(a[ ) ); }
void f3(void) { asm("" : "=r"(a[) : "r"(a[) : "memory"); }
void f4(void) { asm("" : "=r"(x), "=r"(a[ ) : "r"(a[ ) ); }
/*
 * check-name: a register asm output whose subscript is left open has no place to store to: errors, no crash
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
robust/asm-output-subscript-open.c:3:34: error: Expected ] at end of array dereference
robust/asm-output-subscript-open.c:3:34: error: got )
robust/asm-output-subscript-open.c:4:34: error: Expected ] at end of array dereference
robust/asm-output-subscript-open.c:4:34: error: got )
robust/asm-output-subscript-open.c:5:33: error: Expected ] at end of array dereference
robust/asm-output-subscript-open.c:5:33: error: got )
robust/asm-output-subscript-open.c:6:43: error: Expected ] at end of array dereference
robust/asm-output-subscript-open.c:6:43: error: got )
 * check-error-end
 */
