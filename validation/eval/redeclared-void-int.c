int y(void);
void y(void)
{
}
/*
 * check-name: a function declared int, defined void
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/redeclared-void-int.c:2:6: error: symbol 'y' redeclared with different type (different base types):
eval/redeclared-void-int.c:2:6:    void extern [addressable] [toplevel] y( ... )
eval/redeclared-void-int.c:1:5: note: previously declared as:
eval/redeclared-void-int.c:1:5:    int extern [addressable] [signed] [toplevel] y( ... )
 * check-error-end
 */
