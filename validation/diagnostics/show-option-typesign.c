static void k(unsigned *p) { int *q = p; (void)q; }
static void l(long *p) { int *q = p; (void)q; }
/*
 * check-name: -fdiagnostics-show-option: a signedness-only mismatch is -Wtypesign's
 * check-description: the other "incorrect type" warnings have no flag
 * check-command: sparse -Wtypesign -fdiagnostics-show-option $file
 *
 * check-error-start
diagnostics/show-option-typesign.c:1:39: warning: incorrect type in initializer (different signedness) [-Wtypesign]
diagnostics/show-option-typesign.c:1:39:    expected int *q
diagnostics/show-option-typesign.c:1:39:    got unsigned int *p
diagnostics/show-option-typesign.c:2:35: warning: incorrect type in initializer (different type sizes)
diagnostics/show-option-typesign.c:2:35:    expected int *q
diagnostics/show-option-typesign.c:2:35:    got long *p
 * check-error-end
 */
