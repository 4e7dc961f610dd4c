__attribute__((safe)) int fr(void);
int fr(void) { return 0; }
/*
 * check-name: show_typename(): [safe] is there on a function, not shown
 * check-command: sparse $file
 *
 * check-error-start
show-type/safe-redeclared.c:2:5: error: symbol 'fr' redeclared with different type (different modifiers):
show-type/safe-redeclared.c:2:5:    int extern [addressable] [signed] [toplevel] fr( ... )
show-type/safe-redeclared.c:1:27: note: previously declared as:
show-type/safe-redeclared.c:1:27:    int extern [addressable] [signed] [toplevel] fr( ... )
 * check-error-end
 */
