int k3(void);
extern inline int k3(void) { return 0; }
int k5(void);
extern inline int k5(void) { return 0; }
int k5(void);
int k9(void);
extern inline int k9(void);
extern inline int k10(void) { return 0; }

/*
 * check-name: several files: an extern inline definition is its file's own
 * check-description: k10 is unknown in the next file; so is k3, whose
 *	declaration before the extern inline definition goes with it; k5 is
 *	declared again after its definition, k9 has no definition: known
 * check-command: sparse -Wno-decl $file scope/files/calls-inline.h
 *
 * check-error-start
scope/files/calls-inline.h:1:22: error: undefined identifier 'k3'
scope/files/calls-inline.h:1:43: error: undefined identifier 'k10'
 * check-error-end
 */
